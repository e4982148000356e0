import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleSubmitError } from '../../api/submit-errors';
import { Card } from '../../components/Card';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/Toast/store';

type Props = {
  title: string;
  label: string;
  description: string;
  /** The saved value; the switch follows it when it changes on the server. */
  value: boolean;
  /** Saves the new value; the switch moves at once and moves back if this fails. */
  save: (next: boolean) => Promise<unknown>;
};

/**
 * A side card holding one switch that saves as soon as it is flipped (a role's or an API resource's "default"):
 * 'saved' on success; on failure the switch goes back and the error is shown.
 */
export const SwitchCard = ({ title, label, description, value, save }: Props) => {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(value);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(value), [value]);
  return (
    <Card title={title} aside>
      <Switch
        label={label}
        description={description}
        checked={checked}
        disabled={saving}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          setSaving(true);
          save(next)
            .then(
              () => toast.success(t('general.saved')),
              (error: unknown) => {
                setChecked(!next);
                handleSubmitError(error);
              },
            )
            .finally(() => setSaving(false));
        }}
      />
    </Card>
  );
};
