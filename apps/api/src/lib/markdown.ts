import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written by staff (the shop's policies) as HTML for the storefront: markdown-it with raw
 * HTML turned off (it is shown as text), then sanitize-html keeping only the elements Markdown makes
 * and links to http(s), mailto and tel. Run when a text is saved and again when it is served, so a
 * stored text can never carry a script, whatever wrote it.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'blockquote',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A heading # of the text is the page's second level: the page's own title is its h1.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : { ...attribs, rel: 'nofollow' },
    }),
  },
};

export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export function renderPolicyMarkdown(source: string): string {
  return sanitizePolicyHtml(markdown.render(source));
}
