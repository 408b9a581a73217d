/* global document */
// Applies a remembered light theme before the first paint so the page never flashes.
// A separate file rather than an inline script: the server's Content-Security-Policy allows only 'self'.
try {
  if (localStorage.getItem('theme') === 'light') document.documentElement.classList.remove('dark');
} catch {
  // Storage can be blocked; the app falls back to the default dark theme.
}
