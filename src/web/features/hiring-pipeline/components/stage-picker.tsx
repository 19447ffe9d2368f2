import { Button, Combobox, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DismissRegular } from '@fluentui/react-icons';
import type { Stage } from '../../../../shared/contract/stage';
import { StageStatusPreview } from './stage-status-preview';

export interface StagePickerProps {
  /** Every stage the user can choose from. */
  options: readonly Pick<Stage, 'id' | 'name'>[];
  /** Chosen stage ids in pipeline order. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  disabled?: boolean;
  validationMessage?: string;
  loading?: boolean;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
});

function move(list: readonly number[], from: number, to: number): number[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** An ordered multi-select: stages join the end in the order picked and can be moved or removed. */
export function StagePicker({ options, value, onChange, disabled = false, validationMessage, loading = false }: StagePickerProps) {
  const styles = useStyles();
  const nameOf = (id: number) => options.find((option) => option.id === id)?.name ?? `Stage ${id}`;
  const toggle = (raw: string | undefined) => {
    const id = Number(raw);
    if (!raw || !Number.isInteger(id)) return;
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  };

  return (
    <>
      <Field label="Stages" required={!disabled} validationMessage={validationMessage}>
        <Combobox
          multiselect
          // Inside the drawer's DOM: a portalled list would sit behind the modal drawer's aria-hidden.
          inlinePopup
          disabled={disabled || loading}
          placeholder={loading ? 'Loading stages…' : value.length ? value.map(nameOf).join(', ') : 'Select stages'}
          selectedOptions={value.map(String)}
          onOptionSelect={(_event, data) => toggle(data.optionValue)}
        >
          {options.map((option) => (
            <Option key={option.id} value={String(option.id)}>
              {option.name}
            </Option>
          ))}
        </Combobox>
      </Field>
      {value.length > 0 && (
        <ol className={styles.list} aria-label="Pipeline stages in order">
          {value.map((id, index) => (
            <li key={id} className={styles.item}>
              <div className={styles.head}>
                <Text className={styles.name}>{`${index + 1}. ${nameOf(id)}`}</Text>
                {!disabled && (
                  <>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowUpRegular />}
                      aria-label={`Move ${nameOf(id)} up`}
                      disabled={index === 0}
                      onClick={() => onChange(move(value, index, index - 1))}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowDownRegular />}
                      aria-label={`Move ${nameOf(id)} down`}
                      disabled={index === value.length - 1}
                      onClick={() => onChange(move(value, index, index + 1))}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DismissRegular />}
                      aria-label={`Remove ${nameOf(id)}`}
                      onClick={() => onChange(value.filter((item) => item !== id))}
                    />
                  </>
                )}
              </div>
              <StageStatusPreview stageId={id} stageName={nameOf(id)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
