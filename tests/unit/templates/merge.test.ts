import { fillText, MERGE_FIELDS, textTags, unknownTags } from '../../../server/src/modules/templates/template.merge';

describe('the merge syntax', () => {
  it('finds the fields a text names, braces written twice are not fields', () => {
    expect(textTags('Dear {adjuster.name}, re {{not}} { client.name }: {claim.number}')).toEqual(['adjuster.name', 'client.name', 'claim.number']);
    expect(textTags('No fields at all {{ }}')).toEqual([]);
  });

  it('fills every field, an unknown or empty one with nothing, and writes braces', () => {
    expect(fillText('Dear {adjuster.name}: {{sic}} {missing}.', { 'adjuster.name': 'Janet Adjuster' })).toBe('Dear Janet Adjuster: {sic} .');
  });

  it('names the unknown fields once each', () => {
    expect(unknownTags(['client.name', 'clinet.name', 'clinet.name', 'damages.totl'])).toEqual(['clinet.name', 'damages.totl']);
    expect(unknownTags(MERGE_FIELDS.map((field) => field.key))).toEqual([]);
  });
});
