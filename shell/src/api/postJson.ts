/**
 * POST a JSON body to the API without a session (password reset is public). Resolves on 2xx;
 * otherwise rejects with the server's sentence (`message`, then `error`, then a short plain-text
 * body) or `fallback`.
 */
export async function postPublicJson(path: string, body: unknown, fallback: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new Error(fallback);
  }
  if (res.ok) return;
  throw new Error((await serverMessage(res)) || fallback);
}

async function serverMessage(res: Response): Promise<string | null> {
  let text = '';
  try {
    text = (await res.text()).trim();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const json = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof json.message === 'string' && json.message) return json.message;
    if (typeof json.error === 'string' && json.error) return json.error;
    return null;
  } catch {
    return text.startsWith('<') || text.length > 300 ? null : text;
  }
}
