import type { DataSource } from 'typeorm';
import { OPTION_DEFAULTS } from './option-defaults';
import { FirmOptionList, OptionListKey, type OptionList } from './option-list.entity';

export class OptionService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every select list of the firm: its own version where it changed one, the defaults otherwise. */
  async lists(firmId: string, keys?: OptionListKey[]): Promise<OptionList[]> {
    const stored = await this.dataSource.getRepository(FirmOptionList).findBy({ firmId });
    const byKey = new Map(stored.map((list) => [list.key, list.values]));
    return (keys?.length ? keys : Object.values(OptionListKey)).map((key) => ({
      key,
      values: byKey.get(key) ?? [...OPTION_DEFAULTS[key]],
      customized: byKey.has(key),
    }));
  }

  /** Replaces one list (trimmed, without blanks or repeats); `null` goes back to the defaults. */
  async set(firmId: string, key: OptionListKey, values: string[] | null): Promise<OptionList> {
    const repository = this.dataSource.getRepository(FirmOptionList);
    if (values === null) {
      await repository.delete({ firmId, key });
    } else {
      const cleaned = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
      await repository.upsert({ firmId, key, values: cleaned }, ['firmId', 'key']);
    }
    return (await this.lists(firmId, [key]))[0]!;
  }
}
