/* global document */
// The copy buttons of the public decklists page (served by the server, without the app).
for (const button of document.querySelectorAll('button[data-copy]')) {
  const field = document.getElementById(button.dataset.copy);
  const status = button.parentElement.querySelector('[role="status"]');
  button.hidden = false;
  button.addEventListener('click', async () => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(field.value);
      copied = true;
    } catch {
      field.closest('details').open = true;
      field.select();
      copied = document.execCommand('copy');
    }
    status.textContent = copied ? (status.dataset.copied ?? 'Copied') : (status.dataset.copyFailed ?? 'Select the text and copy it');
    setTimeout(() => (status.textContent = ''), 2000);
  });
}
