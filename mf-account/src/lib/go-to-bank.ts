/**
 * The bank's hosted pages take a form POST: the browser leaves the site with the signed fields (a
 * card payment, or a card kept for a scheduled payment).
 */
export function goToBank(gateway: { url: string; fields: Record<string, string> }): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = gateway.url;
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
