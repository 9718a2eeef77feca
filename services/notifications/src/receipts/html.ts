import escapeHtml from 'escape-html';

/** HTML made by the `html` tag: put into another fragment as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

const render = (value: Interpolated): string =>
  value instanceof SafeHtml
    ? value.value
    : Array.isArray(value)
      ? value.map(render).join('')
      : value === null || value === undefined || value === false
        ? ''
        : escapeHtml(String(value));

/**
 * The mails' HTML templates: every interpolated value is escaped (escape-html: & < > " '), so text
 * from an order (names, addresses, a carrier typed by the owner) can never become markup, in an
 * element or a quoted attribute. Only fragments made by this tag go in as they are; arrays are
 * joined; null, undefined and false add nothing. A dozen lines rather than a template engine or
 * React for three mails; links are checked apart (see links.ts), as escaping cannot stop a
 * `javascript:` address.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}
