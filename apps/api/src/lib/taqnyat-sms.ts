import { SmsDeliveryError, type SmsSender } from './sms.ts';

/** Gives up on the provider after this long; the shopper can ask for the code again. */
const TIMEOUT_MS = 10_000;

/** What Taqnyat answers to `POST /v1/messages`: 201 with `messageId`, or a status and message. */
interface TaqnyatAnswer {
  statusCode?: number;
  messageId?: number | string;
  message?: string;
  /** The numbers refused, as text: "[966500000000,]". */
  rejected?: string;
}

/**
 * Taqnyat's SMS API (https://dev.taqnyat.sa/en/doc/sms): `POST {apiUrl}/v1/messages` with a bearer
 * token and JSON `{recipients, body, sender}`; recipients in international form without `+` or 00.
 * Success is a 201 carrying `messageId`; anything else is refused with the provider's own words,
 * which are logged (never the token, which is cut out should the provider echo it).
 */
export function createTaqnyatSms(settings: {
  apiUrl: string;
  token: string;
  sender: string;
}): SmsSender {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/v1/messages`;
  const withoutToken = (text: string) =>
    settings.token ? text.split(settings.token).join('[token]') : text;

  return {
    async send(to, text) {
      const recipient = to.replace(/^\+/, '');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ recipients: [recipient], body: text, sender: settings.sender }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const cause = error instanceof Error ? error.name : 'error';
        throw new SmsDeliveryError(`Taqnyat could not be reached (${cause})`, 'unreachable');
      }
      const body = await response.text();
      let answer: TaqnyatAnswer = {};
      try {
        answer = JSON.parse(body) as TaqnyatAnswer;
      } catch {
        // Gateways in front of the provider answer HTML on outages: reported below by status.
      }
      const refused =
        !response.ok ||
        answer.messageId === undefined ||
        (typeof answer.rejected === 'string' && answer.rejected.includes(recipient));
      if (refused) {
        const said = answer.message ?? body.slice(0, 200);
        throw new SmsDeliveryError(
          withoutToken(`Taqnyat refused the message: ${response.status} ${said}`),
          response.status >= 500 ? 'unreachable' : 'refused',
        );
      }
      return String(answer.messageId);
    },
  };
}
