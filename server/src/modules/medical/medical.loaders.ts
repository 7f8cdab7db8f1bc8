import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { LienService } from './lien.service';
import type { Treatment } from './medical.entity';
import type { TreatmentService } from './treatment.service';

/** Treatments by id and the bills of many liens, one query each, within the viewer's firm. */
export function createMedicalLoaders(treatments: TreatmentService, liens: LienService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    treatmentById: new DataLoader<string, Treatment | null>(async (ids) => {
      const found = new Map((firmId ? await treatments.byIds(firmId, ids) : []).map((treatment) => [treatment.id, treatment]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    billIdsByLien: new DataLoader<string, string[]>(async (ids) =>
      firmId ? groupRows(ids, await liens.billIdsOf(firmId, ids), 'lienId').map((rows) => rows.map((row) => row.billId)) : ids.map(() => []),
    ),
  };
}
