import { reshape } from './auth-answers';

/** better-auth's passkey plugin's refusals, in the product's words. */
const MESSAGES: Record<string, string> = {
  challenge_not_found: 'This passkey request has expired. Try again.',
  failed_to_verify_registration: 'The passkey could not be checked. Try again.',
  passkey_not_found: 'This passkey is not known here. Sign in with your password.',
  authentication_failed: 'The passkey could not be checked. Try again.',
  session_not_fresh: 'Sign in again to add a passkey.',
};

/**
 * The plugin's answer in the API's shape. A credential it cannot check is the caller's input,
 * so it answers 400 even where the plugin says 500 (verify-registration does).
 */
export async function passkeyAnswer(response: Response): Promise<Response> {
  const answer = await reshape(response);
  if (answer.ok) return answer;
  const { error } = (await answer.json()) as { error: { code: string; message: string } };
  const message = MESSAGES[error.code];
  const status =
    answer.status >= 500 && error.code === 'failed_to_verify_registration' ? 400 : answer.status;
  return new Response(JSON.stringify({ error: { ...error, message: message ?? error.message } }), {
    status,
    headers: answer.headers,
  });
}
