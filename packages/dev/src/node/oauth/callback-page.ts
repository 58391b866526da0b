/** Text as HTML text: an OAuth error description comes from the authorization server. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );
}

/** The page the browser shows after the OAuth redirect: signed in, or why not. */
export function callbackPage(outcome: { signedIn: true } | { signedIn: false; error: string }): string {
  const title = outcome.signedIn ? "Signed in" : "Sign-in failed";
  const text = outcome.signedIn
    ? "hostbridge dev is signed in to the MCP server. You can close this tab."
    : `${escapeHtml(outcome.error)} See the terminal running hostbridge dev.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · hostbridge dev</title></head>
<body style="font:16px system-ui;margin:48px auto;max-width:36em"><h1>${title}</h1><p>${text}</p></body></html>`;
}
