'use strict';
/**
 * A coverage reporter (istanbul's reporter interface, named in vitest.config.ts) that prints one line
 * per workspace: the lines covered, the percentage and the threshold it must reach. `text-summary`
 * prints the figures of the three workspaces together; this prints each on its own.
 */
class CoverageByWorkspace {
  /** @param {{ projectRoot?: string, workspaces: Record<string, number> }} options folder → lines threshold */
  constructor(options) {
    this.root = (options.projectRoot ?? process.cwd()).replaceAll('\\', '/').replace(/\/+$/, '');
    this.workspaces = options.workspaces;
  }

  execute(context) {
    const totals = new Map(Object.keys(this.workspaces).map((w) => [w, { covered: 0, total: 0 }]));
    context.getTree('flat').visit({
      onDetail: (node) => {
        const coverage = node.getFileCoverage();
        const file = coverage.path.replaceAll('\\', '/');
        const relative = file.startsWith(`${this.root}/`) ? file.slice(this.root.length + 1) : file;
        const workspace = Object.keys(this.workspaces).find((w) => relative.startsWith(`${w}/`));
        if (!workspace) return;
        const { lines } = coverage.toSummary();
        const total = totals.get(workspace);
        total.covered += lines.covered;
        total.total += lines.total;
      },
    });
    const writer = context.writer.writeFile(null);
    const width = Math.max(...Object.keys(this.workspaces).map((w) => w.length));
    writer.println('');
    writer.println('Lines covered by workspace (threshold in vitest.config.ts):');
    for (const [workspace, { covered, total }] of totals) {
      const threshold = this.workspaces[workspace];
      if (!total) {
        writer.println(`  ${workspace.padEnd(width)}  not measured (its tests did not run)`);
        continue;
      }
      const pct = Math.floor((covered / total) * 10000) / 100;
      const line = `  ${workspace.padEnd(width)}  ${pct.toFixed(2).padStart(6)} %  (${covered}/${total})  threshold ${threshold} %`;
      writer.println(writer.colorize(line, pct >= threshold ? 'high' : 'low'));
    }
    writer.close();
  }
}

module.exports = CoverageByWorkspace;
