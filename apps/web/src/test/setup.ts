// jest-dom's matchers (toHaveTextContent, toBeChecked, toBeVisible…): tests assert what the user sees.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeMockProblems } from './fetch-mock';

// Lazy screens (dialogs, admin tabs) load their chunk on first use: on a busy machine that can take
// longer than Testing Library's 1 s default, so `findBy…` and `waitFor` wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// A toast fades in once it has mounted (sonner's data-mounted, set by an effect) and stacked toasts
// hide their text behind the front one: on a busy machine a test could find the text while its toast
// is still at opacity 0. Here toasts are visible as soon as they are rendered. Sonner adds its own
// styles when first imported: imported first, so that these come after them.
await import('sonner');
document.head.insertAdjacentHTML(
  'beforeend',
  '<style>[data-sonner-toast], [data-sonner-toast] > * { opacity: 1 !important; }</style>',
);

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here (scroll-restoration.test spies on it).
window.scrollTo = () => {};

// A console.error during a test (React warnings, act() warnings, uncaught render errors) fails it.
let errors: string[] = [];

function describeArg(arg: unknown): string {
  if (arg instanceof Error) return arg.stack ?? arg.message;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(describeArg).join(' '));
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const logged = errors;
  errors = [];
  // A mocked answer that does not match the API's contract fails the test, whatever the screen did with it.
  const drifted = takeMockProblems();
  if (drifted.length > 0) throw new Error(drifted.map((e) => e.message).join('\n---\n'));
  if (logged.length > 0) {
    throw new Error(`console.error was called during the test:\n${logged.join('\n---\n')}`);
  }
});
