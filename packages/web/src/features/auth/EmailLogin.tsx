import type { LoginStartResponse } from '@decklist/core/api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useEffect, useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { useLoginContinue, useLoginStart } from '../../api/auth';
import { errorMessage } from '../../api/form-errors';
import { emailRules, trimmed } from '../../components/field-rules';

type EmailForm = { email: string };
type CodeForm = { code: string };

const TOO_MANY_CODES = msg`Too many codes were asked for this address. Try again later.`;
const CODE_USED_UP = msg`Too many wrong tries: this code no longer works. Ask for a new code.`;

/**
 * 'Send a New Code', waiting until `until` (a Date.now() instant) with the seconds left on it. Keyed
 * by `until`, so each new wait starts from the current time.
 */
function ResendButton({ until, loading, onClick }: { until: number; loading: boolean; onClick: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} loading={loading} disabled={seconds > 0}>
      {seconds > 0 ? <Trans>Send a New Code (in {seconds} s)</Trans> : <Trans>Send a New Code</Trans>}
    </Button>
  );
}

interface Sent {
  email: string;
  /** The code mailed a moment ago still works: none was sent this time. */
  reused: boolean;
  /** When asking again can mail a new code. */
  resendAt: number;
}

const resendAt = (answer: LoginStartResponse) => Date.now() + answer.resend_after_seconds * 1000;

function EmailStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const { t } = useLingui();
  const start = useLoginStart();
  const form = useForm<EmailForm>(
    { email: '' },
    {
      email: emailRules(),
    },
  );
  const { formError, setFormError, showServerError } = useFormError(form, ['email']);

  const submit = form.handleSubmit(({ email }) => {
    setFormError(undefined);
    start.mutate(email, {
      onSuccess: (answer) => {
        if (answer.result === 'TOO_MANY_ATTEMPTS') return setFormError(t(TOO_MANY_CODES));
        onSent({ email: email.toLowerCase(), reused: answer.result === 'REUSE_EXISTING_CODE', resendAt: resendAt(answer) });
      },
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>
          <Trans>Log in</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Enter your e-mail address and we will send you a code to sign in. No password needed.</Trans>
        </Text>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={form.errors.email?.message}
          {...form.register('email')}
        />
        <FormError error={formError} />
        <Button type="submit" loading={start.isPending}>
          <Trans>Send Code</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ sent, onResent, onBack }: { sent: Sent; onResent: (sent: Sent) => void; onBack: () => void }) {
  const { t } = useLingui();
  const { email, reused } = sent;
  const verify = useLoginContinue();
  const resend = useLoginStart();
  const form = useForm<CodeForm>(
    { code: '' },
    {
      code: {
        setValueAs: trimmed,
        required: t`Code is required`,
        pattern: { value: /^\d{6}$/, message: t`The code is the 6 digits from the e-mail` },
      },
    },
  );
  const { formError, setFormError, showServerError } = useFormError(form, ['code']);
  const [notice, setNotice] = useState<string>();

  const submit = form.handleSubmit(({ code }) => {
    setFormError(undefined);
    verify.mutate(
      { email, code },
      {
        // A code used up by wrong tries is an answer, not an error: a new code is needed.
        onSuccess: (answer) => {
          if (!answer.success) form.setError('code', { message: t(CODE_USED_UP) });
        },
        onError: showServerError,
      },
    );
  });

  const sendAgain = () => {
    setFormError(undefined);
    resend.mutate(email, {
      onSuccess: (answer) => {
        if (answer.result === 'TOO_MANY_ATTEMPTS') setFormError(t(TOO_MANY_CODES));
        setNotice(answer.result === 'SENT_NEW_CODE' ? t`A new code is on its way.` : undefined);
        onResent({ email, reused: answer.result === 'SENT_NEW_CODE' ? false : reused, resendAt: resendAt(answer) });
      },
      onError: (error) => setFormError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>
          <Trans>Verify Your Email</Trans>
        </Title>
        {reused ? (
          <Text>
            <Trans>
              The code sent to <strong>{email}</strong> a moment ago still works: enter it below. No new code was sent.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>
              A verification code has been sent to <strong>{email}</strong>. It is valid for 10 minutes.
            </Trans>
          </Text>
        )}
        <TextInput
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="000000"
          required
          autoFocus
          error={form.errors.code?.message}
          {...form.register('code')}
        />
        {notice && (
          <Alert color="blue" role="status">
            {notice}
          </Alert>
        )}
        <FormError error={formError} />
        <Button type="submit" loading={verify.isPending}>
          <Trans>Verify</Trans>
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            <Trans>Use a Different E-mail</Trans>
          </Button>
          <ResendButton key={sent.resendAt} until={sent.resendAt} loading={resend.isPending} onClick={sendAgain} />
        </Group>
      </Stack>
    </form>
  );
}

/** E-mail step, then the code step (docs/product.md, Sign-in). */
export function EmailLogin() {
  const [sent, setSent] = useState<Sent>();
  if (!sent) return <EmailStep onSent={setSent} />;
  return <CodeStep sent={sent} onResent={setSent} onBack={() => setSent(undefined)} />;
}
