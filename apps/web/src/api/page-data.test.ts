import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDataScript, primeFromPage } from './page-data';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('queries sent with a server-rendered page', () => {
  it('writes them so that no text can close the element, and the browser reads back the same data', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const script = pageDataScript([
      [['settings'], { 'store.description': hostile }],
      [['products', 'detail', 7], { id: 7, name: 'Đồng hồ <b>Omega</b>' }],
    ]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;

    const client = new QueryClient();
    primeFromPage(client);
    expect(client.getQueryData(['settings'])).toEqual({ 'store.description': hostile });
    expect(client.getQueryData(['products', 'detail', 7])).toEqual({ id: 7, name: 'Đồng hồ <b>Omega</b>' });
    // Fresh: the screens that use them do not ask again at once.
    expect(client.getQueryState(['settings'])!.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('puts nothing in the cache without the element or with a damaged one', () => {
    const client = new QueryClient();
    primeFromPage(client);
    document.body.innerHTML = '<script type="application/json" id="page-data">[[["settings"], {"a"</script>';
    primeFromPage(client);
    document.body.innerHTML = '<script type="application/json" id="page-data">{"settings": 1}</script>';
    primeFromPage(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
