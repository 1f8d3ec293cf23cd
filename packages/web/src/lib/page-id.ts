/**
 * This page's id, made when it loads: sent with every change (`X-Decklist-Page`) and on its live sockets
 * (`page=`), so that the server keeps a change's echo from this page alone. Another tab of the same account
 * is another page and hears it. Random bytes rather than `randomUUID`, which a page served over plain HTTP
 * (a hall's local server) does not have.
 */
export const PAGE_ID = (() => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
})();
