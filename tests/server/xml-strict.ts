/**
 * A small strict XML reader for the feed tests (no XML parser is a dependency): elements must
 * nest and close, attributes be quoted, entities be the five predefined or numeric, and text
 * hold no bare `<` or `&`. It answers the element tree; anything else throws.
 */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
const DECODE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    const ch = raw[i] ?? '';
    if (ch === '<') throw new Error(`bare < in text near ${at + i}`);
    if (ch !== '&') {
      out += ch;
      continue;
    }
    const match = ENTITY.exec(raw.slice(i));
    if (!match) throw new Error(`bad entity near ${at + i}`);
    const body = match[0].slice(1, -1);
    out += body.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(body.slice(2), 16))
      : body.startsWith('#')
        ? String.fromCodePoint(Number(body.slice(1)))
        : (DECODE[body] ?? '');
    i += match[0].length - 1;
  }
  return out;
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) throw new Error('unclosed declaration');
    i = end + 2;
  }
  const skipSpace = () => {
    while (i < xml.length && /\s/.test(xml[i] ?? '')) i += 1;
  };
  const readName = () => {
    const match = NAME.exec(xml.slice(i));
    if (!match) throw new Error(`name expected at ${i}`);
    i += match[0].length;
    return match[0];
  };

  function element(): XmlElement {
    if (xml[i] !== '<') throw new Error(`< expected at ${i}`);
    i += 1;
    const node: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (xml.startsWith('/>', i)) {
        i += 2;
        return node;
      }
      if (xml[i] === '>') {
        i += 1;
        break;
      }
      const attribute = readName();
      if (attribute in node.attributes) throw new Error(`attribute ${attribute} twice`);
      skipSpace();
      if (xml[i] !== '=') throw new Error(`= expected at ${i}`);
      i += 1;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") throw new Error(`quote expected at ${i}`);
      const end = xml.indexOf(quote, i + 1);
      if (end < 0) throw new Error('unclosed attribute');
      node.attributes[attribute] = decode(xml.slice(i + 1, end), i + 1);
      i = end + 1;
    }
    for (;;) {
      const next = xml.indexOf('<', i);
      if (next < 0) throw new Error(`${node.name} never closes`);
      node.text += decode(xml.slice(i, next), i);
      i = next;
      if (xml.startsWith('</', i)) {
        i += 2;
        const closing = readName();
        if (closing !== node.name) throw new Error(`</${closing}> closes <${node.name}>`);
        skipSpace();
        if (xml[i] !== '>') throw new Error(`> expected at ${i}`);
        i += 1;
        return node;
      }
      node.children.push(element());
    }
  }

  skipSpace();
  const root = element();
  skipSpace();
  if (i !== xml.length) throw new Error('content after the root element');
  return root;
}

export const childrenNamed = (node: XmlElement, name: string) =>
  node.children.filter((child) => child.name === name);

export const childText = (node: XmlElement, name: string) => childrenNamed(node, name)[0]?.text;
