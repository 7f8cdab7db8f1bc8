import { IsEmail, Max, Min, validate } from 'class-validator';
import { cacheValidationRules } from '../../server/src/graphql/validation-cache';

/** Decorators applied by hand (this project's test compiler has no decorator syntax). */
function rule(decorator: PropertyDecorator, target: object, property: string) {
  decorator(target, property);
}

class Page {
  page = 1;
  pageSize = 50;
}
rule(Min(1), Page.prototype, 'page');
rule(Max(100), Page.prototype, 'pageSize');

class SearchPage extends Page {
  email = 'a@example.com';
}
rule(IsEmail(), SearchPage.prototype, 'email');

const failing = async (value: object) => (await validate(value)).map((error) => error.property).sort();

describe('class-validator rules kept per class (graphql/validation-cache.ts)', () => {
  beforeAll(() => cacheValidationRules());

  it('applies the same rules every time, the inherited ones too', async () => {
    for (let run = 0; run < 3; run += 1) {
      expect(await failing(Object.assign(new Page(), { page: 0, pageSize: 101 }))).toEqual(['page', 'pageSize']);
      expect(await failing(new Page())).toEqual([]);
      expect(await failing(Object.assign(new SearchPage(), { page: 0, email: 'not an email' }))).toEqual(['email', 'page']);
      expect(await failing(new SearchPage())).toEqual([]);
    }
  });

  it('sees a rule added after a class was validated', async () => {
    class Late {
      name = '';
    }
    expect(await failing(new Late())).toEqual([]);
    rule(IsEmail(), Late.prototype, 'name');
    expect(await failing(new Late())).toEqual(['name']);
    // And the classes validated before still have exactly their rules.
    expect(await failing(Object.assign(new Page(), { pageSize: 101 }))).toEqual(['pageSize']);
  });
});
