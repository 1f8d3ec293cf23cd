import { MAX_PRODUCT_SETS } from '@decklist/core/limited';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSets } from '../../api/limited';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '../../components/ui';
import { boostersPoolSize, DRAFT_BOOSTERS, productRow, SEALED_BOOSTERS, setupIssues, type LimitedSetupValue, type ProductRow } from './limited-setup-value';

/** The option of the set select that lets the organiser type a set's code. */
const OTHER_SET = '*';

/**
 * A Limited event's kind and product: Sealed or Draft (or decks only), each set with its boosters, and the pool
 * size the boosters give or the organiser's own (docs/product.md, Limited events).
 */
export function LimitedSetupFields({ value, onChange, showIssues }: { value: LimitedSetupValue; onChange(value: LimitedSetupValue): void; showIssues: boolean }) {
  const { t } = useLingui();
  const sets = useSets();
  const issues = showIssues ? setupIssues(value) : null;
  const fromBoosters = boostersPoolSize(value, sets.data);

  const setKind = (kind: string) => {
    const next = kind as LimitedSetupValue['kind'];
    // Boosters left at the other kind's usual number follow the kind.
    const usual = next === 'draft' ? DRAFT_BOOSTERS : SEALED_BOOSTERS;
    const other = next === 'draft' ? SEALED_BOOSTERS : DRAFT_BOOSTERS;
    onChange({ ...value, kind: next, product: value.product.map((row) => (row.boosters === other ? { ...row, boosters: usual } : row)) });
  };
  const setRow = (index: number, row: ProductRow) => onChange({ ...value, product: value.product.map((old, i) => (i === index ? row : old)) });

  const options = [
    { value: '', label: sets.isPending ? t`Loading sets...` : t`Choose a set` },
    ...(sets.data ?? []).map((set) => ({ value: set.code, label: `${set.name} (${set.code})` })),
    { value: OTHER_SET, label: t`Another set (type its code)` },
  ];

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Kind of Limited event`}
        value={value.kind}
        onChange={setKind}
        data={[
          { value: 'sealed', label: t`Sealed` },
          { value: 'draft', label: t`Draft` },
          { value: 'none', label: t`Decks only` },
        ]}
      />
      {value.kind === 'none' ? (
        <Text size="sm" c="dimmed">
          <Trans>Players submit a deck of at least 40 cards; no pool is registered.</Trans>
        </Text>
      ) : (
        <>
          {value.product.map((row, i) => {
            const n = i + 1;
            return (
              <Group key={row.id} gap="xs" align="flex-end">
                <NativeSelect
                  label={t`Set ${n}`}
                  data={options}
                  value={row.custom ? OTHER_SET : row.set_code}
                  error={issues?.rows[i]?.set && !row.custom ? t`Choose a set` : undefined}
                  onChange={(change) => {
                    const chosen = change.currentTarget.value;
                    setRow(i, chosen === OTHER_SET ? { ...row, custom: true, set_code: '' } : { ...row, custom: false, set_code: chosen });
                  }}
                  miw="12rem"
                  style={{ flex: 1 }}
                />
                {row.custom && (
                  <TextInput
                    label={t`Set code`}
                    value={row.set_code}
                    maxLength={6}
                    error={issues?.rows[i]?.set ? t`2 to 6 letters or digits` : undefined}
                    onChange={(change) => setRow(i, { ...row, set_code: change.currentTarget.value })}
                    w="6rem"
                  />
                )}
                <TextInput
                  label={t`Boosters`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={24}
                  value={row.boosters}
                  error={issues?.rows[i]?.boosters ? t`1 to 24` : undefined}
                  onChange={(change) => setRow(i, { ...row, boosters: change.currentTarget.value })}
                  w="5.5rem"
                />
                {value.product.length > 1 && (
                  <Button variant="default" aria-label={t`Remove set ${n}`} onClick={() => onChange({ ...value, product: value.product.filter((_, j) => j !== i) })}>
                    ×
                  </Button>
                )}
              </Group>
            );
          })}
          {value.product.length < MAX_PRODUCT_SETS && (
            <Group>
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => onChange({ ...value, product: [...value.product, productRow({ set_code: '', custom: false, boosters: '1' })] })}
              >
                <Trans>+ Add a set</Trans>
              </Button>
            </Group>
          )}
          <TextInput
            label={t`Pool size`}
            type="number"
            inputMode="numeric"
            min={1}
            max={400}
            value={value.pool_size}
            placeholder={fromBoosters === null ? '' : String(fromBoosters)}
            error={issues?.poolSize ? t`1 to 400 cards, or empty` : undefined}
            description={
              fromBoosters === null
                ? t`The boosters of a set here are not known: give the pool size, or leave it empty to check none.`
                : t`The boosters give ${fromBoosters} cards (basic lands aside). Leave it empty to use that.`
            }
            onChange={(change) => onChange({ ...value, pool_size: change.currentTarget.value })}
            w="12rem"
          />
        </>
      )}
    </Stack>
  );
}
