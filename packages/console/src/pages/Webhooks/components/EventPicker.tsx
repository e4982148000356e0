import { type WebhookEvent, webhookEvents } from '@gatehouse/schemas/hooks';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { FieldError } from '../../../components/FormField';

/** The events in the spec's groups (§9): the sign-in experience's, then each entity's data changes. */
const groups = [
  { key: 'group_interaction', events: webhookEvents.filter((event) => !event.includes('.')) },
  { key: 'group_user', events: webhookEvents.filter((event) => event.startsWith('User.')) },
  { key: 'group_role', events: webhookEvents.filter((event) => event.startsWith('Role.')) },
  { key: 'group_scope', events: webhookEvents.filter((event) => event.startsWith('Scope.')) },
  { key: 'group_organization', events: webhookEvents.filter((event) => event.startsWith('Organization.')) },
  { key: 'group_organization_role', events: webhookEvents.filter((event) => event.startsWith('OrganizationRole.')) },
  { key: 'group_organization_scope', events: webhookEvents.filter((event) => event.startsWith('OrganizationScope.')) },
] as const;

/** The events a webhook sends, one checkbox each, grouped. */
export const EventPicker = ({
  value,
  onChange,
  error,
  disabled,
}: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const toggle = (event: WebhookEvent, on: boolean) =>
    onChange(on ? [...value, event] : value.filter((chosen) => chosen !== event));
  return (
    <CheckboxGroup legend={t('webhooks.events')} id="events" tabIndex={-1}>
      {groups.map((group) => (
        <CheckboxGroup key={group.key} legend={t(`webhooks.${group.key}`)} legendStyle="caption" grid>
          {group.events.map((event) => (
            <Checkbox
              key={event}
              label={t(`audit_logs.events.TriggerHook.${event}`)}
              hint={event}
              checked={value.includes(event)}
              disabled={disabled}
              onChange={(change) => toggle(event, change.target.checked)}
            />
          ))}
        </CheckboxGroup>
      ))}
      {error ? <FieldError>{error}</FieldError> : null}
    </CheckboxGroup>
  );
};
