import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { HiringProcessInputSchema } from '../../../../shared/contract/hiring-process';
import { InlineListPage } from '../../../ui/list-page/inline-list-page';
import { inlineResourceProps } from '../../../ui/list-page/inline-resource';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { usePermissions } from '../../../lib/permissions';
import { useHiringProcesses, useHiringProcessMutations } from '../api';
import { processColumns, type ProcessRow } from '../components/process-columns';
import { ProcessStages } from '../components/process-stages';

/** Same rule as the server: 'please enter the field' for an empty name. */
function validate(draft: ProcessRow): string | null {
  const result = v.safeParse(HiringProcessInputSchema, { name: draft.name });
  return result.success ? null : result.issues[0].message;
}

/** /hiring-process: processes edited inline; a process's stages open below (?process=id, linkable). */
export function HiringProcessPage() {
  // Apps have a few processes: the whole list on one page unless the user asks for less.
  const paged = usePagedList(useHiringProcesses, { defaultLimit: 100, searchable: false });
  const [params, setParams] = useSearchParams();
  const openId = /^\d+$/.test(params.get('process') ?? '') ? Number(params.get('process')) : null;
  const mutations = useHiringProcessMutations();
  const canWrite = usePermissions().can('setup:write');

  // Opening or closing a process keeps the list's page and size in the address.
  const openProcess = useCallback(
    (id: number | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('process');
        else next.set('process', String(id));
        return next;
      }),
    [setParams],
  );
  const columns = useMemo(() => processColumns((row) => row.id !== null && openProcess(row.id)), [openProcess]);

  const rows = inlineResourceProps<ProcessRow>({
    canWrite,
    save: (draft) => (draft.id === null ? mutations.create(draft.name.trim()) : mutations.rename(draft.id, draft.name.trim())),
    remove: async (id) => {
      await mutations.remove(id);
      if (id === openId) openProcess(null);
    },
  });

  return (
    <InlineListPage<ProcessRow>
      title="Hiring Process"
      description="Click a process name to see and add its stages."
      {...paged}
      rowNoun={{ one: 'hiring process', many: 'hiring processes' }}
      inline={{
        ...rows,
        columns,
        newRow: () => ({ id: null, name: '', stageCount: 0 }),
        validate,
        addLabel: 'Add Process',
      }}
    >
      {openId !== null && <ProcessStages key={openId} processId={openId} canWrite={canWrite} onClose={() => openProcess(null)} />}
    </InlineListPage>
  );
}
