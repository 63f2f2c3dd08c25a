/**
 * A small well-formedness check for the XML the API writes (no parser among the dependencies):
 * an optional declaration, one root element, tags closed in order, attributes quoted and unique,
 * `&` only in the five named entities or character references, namespace prefixes declared.
 * Returns the problems found; an empty list means well-formed.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  const open: Array<{ name: string; prefixes: Set<string> }> = [];
  let roots = 0;
  const entityOk = (text: string) =>
    !/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text);
  const declared = (prefix: string) =>
    ['xml', 'xmlns'].includes(prefix) || open.some((element) => element.prefixes.has(prefix));

  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (open.length === 0 && token.trim() !== '')
        problems.push(`text outside the root: ${token}`);
      if (!entityOk(token)) problems.push(`bare & in text: ${token}`);
      continue;
    }
    const closing = /^<\/([A-Za-z_][\w.:-]*)\s*>$/.exec(token);
    if (closing) {
      const top = open.pop();
      if (top?.name !== closing[1]) problems.push(`${token} closes <${top?.name ?? 'nothing'}>`);
      continue;
    }
    const tag = /^<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) {
      problems.push(`malformed tag: ${token}`);
      continue;
    }
    const [, name, attributeText, selfClosing] = tag as unknown as [string, string, string, string];
    const attributes = [...attributeText.matchAll(/([A-Za-z_][\w.:-]*)="([^"]*)"/g)];
    const names = attributes.map(([, attribute]) => attribute!);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute: ${token}`);
    for (const [, , value] of attributes) {
      if (!entityOk(value!)) problems.push(`bare & in attribute: ${token}`);
    }
    const prefixes = new Set(
      names.filter((n) => n.startsWith('xmlns:')).map((n) => n.slice('xmlns:'.length)),
    );
    if (open.length === 0 && roots++ > 0) problems.push(`second root element: ${token}`);
    open.push({ name, prefixes });
    for (const qualified of [name, ...names.filter((n) => !n.startsWith('xmlns'))]) {
      const prefix = qualified.includes(':') ? qualified.split(':')[0]! : null;
      if (prefix && !declared(prefix)) problems.push(`undeclared prefix ${prefix}: ${token}`);
    }
    if (selfClosing) open.pop();
  }
  if (roots === 0) problems.push('no root element');
  if (open.length > 0) problems.push(`unclosed: ${open.map((element) => element.name).join(', ')}`);
  return problems;
}
