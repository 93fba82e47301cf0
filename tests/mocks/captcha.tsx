import { FieldError } from '@/components/forms/fieldFeedback';

/**
 * The captcha in component tests: the ALTCHA widget needs Web Workers and WebCrypto, so a
 * "Solve captcha" button stands in for solving it, with the field's error under it as the real one
 * shows it. Use: `vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'))`.
 */
export function Captcha({ onChange, error }: { onChange: (answer: unknown) => void; error?: string }) {
  return (
    <div>
      <button type="button" onClick={() => onChange({ provider: 'altcha', token: 'solved-payload' })}>
        Solve captcha
      </button>
      <FieldError id="captcha-error" error={error} />
    </div>
  );
}
