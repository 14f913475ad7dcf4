// Rendered inline by the server only (root.tsx, under import.meta.env.SSR): the browser's bundle
// never carries it. See member-store.ts for the states it starts.
/**
 * The head script (root.tsx renders it inline with the response's nonce): before the first
 * paint, with the marker cookie, it marks <html data-member> (CSS hides 'Sign In' and shows the
 * neutral avatar and heart) and starts the request for /api/me at once.
 */
export const MEMBER_HEAD_SCRIPT =
  'if(/(?:^|;\\s*)se_member=1(?:;|$)/.test(document.cookie)){document.documentElement.setAttribute("data-member","");' +
  'var m=/^\\/sauna\\/([0-9a-f-]{36})$/.exec(location.pathname);' +
  'window.__seMe=fetch("/api/me"+(m?"?sauna="+m[1]:""),{credentials:"same-origin",headers:{Accept:"application/json"}})' +
  '.then(function(r){return r.ok?r.json():null},function(){return null})}';
