import { markedRanges, matchRanges, mergeRanges, queryTerms, wordSimilarity } from '../../../server/src/modules/search/search.highlight';

const marked = (text: string, query: string) => matchRanges(text, query).map(({ start, length }) => text.slice(start, start + length));

describe('search highlights', () => {
  it.each([
    ['Johnson v. Acme Freight', 'johnson', ['Johnson']],
    ['Johnson v. Acme Freight', 'Jonson', ['Johnson']],
    ['Johnson v. Acme Freight', 'acme fr', ['Acme Fr']],
    ['Johnson v. Acme Freight', 'freight johnson', ['Johnson', 'Freight']],
    ['Slip at Grocery Store', 'grocer', ['Grocer']],
    ['2026-0001 · Maria Alvarez', '2026-0001', ['2026-0001']],
    ['p.whitfield@example.com', 'whitfeld', ['whitfield']],
    ['<b>Bold</b> Imaging & Co', 'bold', ['Bold']],
    ['Nothing alike here', 'zzz', []],
  ])('marks %j for %j', (text, query, expected) => {
    expect(marked(text, query)).toEqual(expected);
  });

  it('splits a query into its words, letters and digits only', () => {
    expect(queryTerms("O'Brien & Sons, 2026!")).toEqual(['o', 'brien', 'sons', '2026']);
    expect(queryTerms('%_\\')).toEqual([]);
  });

  it("computes pg_trgm's similarity of two words", () => {
    expect(wordSimilarity('jonson', 'johnson')).toBeCloseTo(0.5);
    expect(wordSimilarity('smith', 'smith')).toBe(1);
    expect(wordSimilarity('abc', 'xyz')).toBe(0);
  });

  it('joins overlapping ranges', () => {
    expect(mergeRanges([{ start: 5, length: 2 }, { start: 0, length: 3 }, { start: 2, length: 2 }])).toEqual([
      { start: 0, length: 4 },
      { start: 5, length: 2 },
    ]);
  });

  it("turns ts_headline's marks into plain text and ranges", () => {
    expect(markedRanges('the \u27e6crane\u27e7 \u27e6operator\u27e7 said', '\u27e6', '\u27e7')).toEqual({
      text: 'the crane operator said',
      matches: [
        { start: 4, length: 5 },
        { start: 10, length: 8 },
      ],
    });
  });
});
