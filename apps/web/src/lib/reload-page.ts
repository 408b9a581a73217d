/** A full reload, kept behind a function so tests can observe it instead of leaving the page. */
export function reloadPage(): void {
  window.location.reload();
}
