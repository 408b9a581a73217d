const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;justify-content:center;padding:3rem 1rem}' +
  'main{max-width:36rem;width:100%;background:#1e293b;border-radius:.75rem;padding:2rem}h1{margin-top:0;font-size:1.4rem}' +
  'label{display:block;padding:.5rem;border-radius:.5rem;cursor:pointer}label:hover{background:#334155}' +
  'button,.button{display:inline-block;text-decoration:none;margin-top:1rem;background:#6366f1;color:white;border:0;border-radius:.5rem;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}' +
  '.muted{color:#94a3b8;font-size:.9rem}';

/** A small self-contained page (the launch pages are answered by the server, not the web app). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · CodePath</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function errorPage(title: string, message: string): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);
}

export interface PickerChoice {
  value: string;
  label: string;
  detail: string;
}

/** The teacher's choice of what to place in the LMS, posted back with the one-time code. */
export function pickerPage(action: string, code: string, className: string, choices: readonly PickerChoice[]): string {
  const items = choices
    .map(
      (choice, index) =>
        `<label><input type="radio" name="item" value="${escapeHtml(choice.value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(choice.label)} <span class="muted">${escapeHtml(choice.detail)}</span></label>`,
    )
    .join('');
  const body =
    choices.length === 0
      ? `<p>The class ${escapeHtml(className)} has no assignments yet. Create one in CodePath, then add the link again.</p>`
      : `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="code" value="${escapeHtml(code)}">${items}<button type="submit">Add to the course</button></form>`;
  return htmlPage('Choose an assignment', `<h1>Choose what to link from ${escapeHtml(className)}</h1>${body}`);
}

/** Posts the signed answer back to the LMS; the script is a file of ours, so the page needs no inline script. */
export function autoSubmitPage(returnUrl: string, jwt: string, scriptUrl: string): string {
  return htmlPage(
    'Returning to the LMS',
    `<form id="lti-return" method="post" action="${escapeHtml(returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(jwt)}"><p>Returning to your course...</p><noscript><button type="submit">Continue</button></noscript></form><script src="${escapeHtml(scriptUrl)}"></script>`,
  );
}

export const AUTO_SUBMIT_SCRIPT = "document.getElementById('lti-return').submit();\n";

/**
 * After a launch: straight on into CodePath in a window of its own; inside the LMS's frame
 * (Canvas shows tools in an iframe, where CodePath's pages refuse to be framed) a link
 * that opens it in a new tab.
 */
export function openAppPage(continuePath: string, scriptUrl: string): string {
  return htmlPage(
    'Opening CodePath',
    `<h1>CodePath</h1><p><a id="lti-open" class="button" href="${escapeHtml(continuePath)}" target="_blank" rel="noopener">Open CodePath</a></p><p class="muted">It opens in a new tab.</p><script src="${escapeHtml(scriptUrl)}"></script>`,
  );
}

export const OPEN_APP_SCRIPT =
  "var link = document.getElementById('lti-open');\nif (window.top === window.self) window.location.replace(link.href);\nelse link.addEventListener('click', function () { setTimeout(function () { link.parentNode.textContent = 'CodePath is open in another tab.'; }, 0); });\n";
