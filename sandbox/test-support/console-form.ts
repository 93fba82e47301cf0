/** The value of each named field of the page's club form, as a browser would send it back. */
export function formFields(html: string): URLSearchParams {
  const form = new URLSearchParams();
  const formHtml = html.slice(html.indexOf('<form method="post" action="/operator/club'));
  for (const match of formHtml.matchAll(/<input ([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const name = /name="([^"]+)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const type = /type="([^"]+)"/.exec(attributes)?.[1] ?? 'text';
    if (!name || type === 'file') continue;
    if ((type === 'checkbox' || type === 'radio') && !/ checked/.test(attributes)) continue;
    form.append(
      name,
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  for (const match of formHtml.matchAll(/<select id="[^"]+" name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]+)" selected>/.exec(match[2] ?? '')?.[1];
    if (match[1] && selected) form.set(match[1], selected);
  }
  return form;
}
