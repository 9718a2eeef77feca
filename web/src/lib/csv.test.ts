import { describe, expect, it } from 'vitest';
import { csv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses formulas but not +1 numbers', () => {
    expect(csv([['a,b', 'say "hi"', 'x\ny', '=SUM(A1)', '+14155550134']])).toBe(
      '"a,b","say ""hi""","x\ny",\'=SUM(A1),+14155550134\r\n',
    );
  });

  it('defuses every formula start, tab and carriage return included; numbers stay numbers', () => {
    expect(
      csv([
        ['-2+3', '@cmd', '\t=1', '\r=1', '+1 (415)'],
        [-5, 4800.5, null, true, ''],
      ]),
    ).toBe("'-2+3,'@cmd,'\t=1,\"'\r=1\",'+1 (415)\r\n-5,4800.5,,true,\r\n");
  });
});
