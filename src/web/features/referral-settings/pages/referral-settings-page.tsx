import { Field, MessageBar, MessageBarBody, Select, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState } from '../../../ui/empty-state';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useReferralSettings, useReferralSettingsMutations, useReferralSettingTypes } from '../api';
import { ReferralSettingsForm } from '../components/referral-settings-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  narrow: { maxWidth: '560px' },
});

function Loading() {
  const styles = useStyles();
  return (
    <Skeleton aria-label="Loading" className={styles.narrow}>
      <SkeletonItem size={32} />
      <SkeletonItem size={32} />
      <SkeletonItem size={32} />
    </Skeleton>
  );
}

/** /referral-settings: one setting type's rules at a time; the chosen type is in the address (`?type=`), the default first. */
export function ReferralSettingsPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const types = useReferralSettingTypes();
  const typeRows = types.data?.data ?? [];
  const asked = Number(params.get('type'));
  const typeId = typeRows.find((type) => type.id === asked)?.id ?? typeRows[0]?.id ?? null;
  const settings = useReferralSettings(typeId);
  const mutations = useReferralSettingsMutations();
  const { can, isLoading: permissionsLoading } = usePermissions();
  const error = (types.error ?? settings.error) as Error | undefined;
  const current = settings.data?.data;

  return (
    <div className={styles.root}>
      <PageHeader title="Referrals Settings" description="When referral bonuses are paid and how repeat referrals of a candidate count." />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {types.data && typeRows.length === 0 && <EmptyState message="This workspace has no referral setting types." />}
      {typeRows.length > 0 && (
        <Field label="Setting type" className={styles.narrow}>
          <Select value={String(typeId)} onChange={(_event, data) => setParams({ type: data.value }, { replace: true })}>
            {typeRows.map((type) => (
              <option key={type.id} value={type.id}>
                {type.isDefault === 1 ? `${type.name} (default)` : type.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {!error && (types.isLoading || (typeId !== null && !current) || permissionsLoading) && <Loading />}
      {current && current.referralSettingTypeId === typeId && !permissionsLoading && (
        <ReferralSettingsForm
          key={typeId}
          settings={current}
          canWrite={can('referral-config:write')}
          onSave={async (fields) => {
            await mutations.save(current.referralSettingTypeId, fields);
            notifySuccess(SUCCESS_TEXT.submitted);
          }}
        />
      )}
    </div>
  );
}
