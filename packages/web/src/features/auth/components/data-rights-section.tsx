import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteAccountBody, privacyMessages } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { FormError } from '../../../components/ui/form-error';
import { FormModal } from '../../../components/ui/form-modal';
import { paths } from '../../../config/paths';
import { useFieldForm } from '../../../hooks/use-field-form';
import { errorText } from '../../../lib/api-client';
import { clearUser, type SessionUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useUpdateMe } from '../api/update-me';
import { SectionHeading } from './section-heading';

/** "Send me offers", saved as soon as it is ticked or unticked. */
function OffersConsent({ user }: { user: SessionUser }) {
  const update = useUpdateMe();
  // Shown ticked at once; put back if the server refuses.
  const [checked, setChecked] = useState(user.marketing_consent === true);
  const change = (marketing_consent: boolean) => {
    setChecked(marketing_consent);
    update.mutate(
      {
        first_name: user.first_name,
        last_name: user.last_name,
        phone_number: user.phone_number ?? '',
        marketing_consent,
      },
      {
        onSuccess: () => flashSuccess(privacyMessages.consentSaved),
        onError: (error) => {
          setChecked(!marketing_consent);
          flashError(errorText(error, privacyMessages.consentInvalid));
        },
      },
    );
  };
  return (
    <Checkbox
      label={privacyMessages.consentLabel}
      description={privacyMessages.consentDescription}
      checked={checked}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
}

const FIELDS = ['password'] as const;

/** The password that proves it is the owner, then the account is gone and the shopper home. */
function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { field, submitWith, setValues } = useFieldForm(FIELDS, () => ({ password: '' }));
  const remove = useDeleteAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!signOutOnLeave.current) return;
      clearUser();
      queryClient.clear();
    },
    [queryClient],
  );

  const close = () => {
    setRefusal(null);
    setValues({ password: '' });
    onClose();
  };
  const submit = submitWith(deleteAccountBody, (body) => {
    setRefusal(null);
    remove.mutate(body, {
      onSuccess: (message) => {
        // Home first, signed out once the account screen has gone (the effect below): signed
        // out while it still shows, it would send the visitor to the login screen. On a slow
        // phone the home page may take a while to load, so no timer can stand in for that.
        flashSuccess(message, { follows: true });
        signOutOnLeave.current = true;
        navigate(paths.home, { replace: true });
      },
      onError: (error) => setRefusal(errorText(error, privacyMessages.passwordWrong)),
    });
  });

  return (
    <FormModal opened={opened} onClose={close} title={privacyMessages.deleteTitle}>
      <form onSubmit={submit} noValidate aria-label={privacyMessages.deleteTitle}>
        <Stack gap="sm">
          <Text size="sm">{privacyMessages.deleteWarning}</Text>
          <FormError text={refusal} />
          <PasswordInput
            label={privacyMessages.deletePassword}
            autoComplete="current-password"
            data-autofocus
            {...field('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {privacyMessages.deleteCancel}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              {privacyMessages.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/**
 * The shopper's data rights on the account page (docs/decisions/035): the consent to offers,
 * a download of everything the shop holds about them, and deleting the account. Staff accounts
 * are closed by the owner, so they see only the download.
 */
export function DataRightsSection({ user }: { user: SessionUser }) {
  const [deleting, setDeleting] = useState(false);
  const isStaff = user.is_admin || user.permissions.length > 0;
  return (
    <Stack gap="sm">
      <SectionHeading>{privacyMessages.dataTitle}</SectionHeading>
      <OffersConsent user={user} />
      <Text size="sm" c="dimmed">
        {privacyMessages.dataIntro}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href="/api/account/export"
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {privacyMessages.download}
        </Button>
        {isStaff ? null : (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {privacyMessages.deleteTitle}
          </Button>
        )}
      </Group>
      {isStaff ? (
        <Text size="sm" c="dimmed">
          {privacyMessages.deleteStaffNote}
        </Text>
      ) : null}
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
