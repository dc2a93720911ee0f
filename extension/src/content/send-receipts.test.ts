import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECTORS } from '@/shared/extension/default-detectors';
import { fixtureText } from '../test-support/load-fixture';
import { readBody, receiptOf, sendRequestOf } from './send-receipts';

const linkedin = JSON.parse(fixtureText('linkedin-create-message-2026-07-31.json'));
const instagram = JSON.parse(fixtureText('instagram-send-text-2026-04-30.json'));
const { sendRequests: linkedinSends } = DEFAULT_DETECTORS.platforms.linkedin;
const { sendRequests: instagramSends } = DEFAULT_DETECTORS.platforms.instagram;
const CREATE = '/voyager/api/voyagerMessagingDashMessengerMessages?action=createMessage';

describe('LinkedIn: createMessage', () => {
  const body = readBody(JSON.stringify(linkedin.request));
  const candidate = sendRequestOf({ path: CREATE, method: 'POST', ...body }, linkedinSends)!;

  it('is recognised by its address and method only', () => {
    expect(candidate).not.toBeNull();
    expect(sendRequestOf({ path: CREATE, method: 'GET', ...body }, linkedinSends)).toBeNull();
    expect(
      sendRequestOf(
        {
          path: '/voyager/api/voyagerMessagingGraphQL/graphql?queryId=messengerMessages.1',
          method: 'POST',
          ...body,
        },
        linkedinSends,
      ),
    ).toBeNull();
  });

  it('gives the message id and the conversation of the answer, never the text', () => {
    const receipt = receiptOf(candidate, body.variables, linkedin.answer);
    expect(receipt).toEqual({
      messageId: 'urn:li:msg_message:(urn:li:fsd_profile:ACoAAFixtureMember,2-TmV3TWVzc2FnZTE=)',
      thread:
        'urn:li:msg_conversation:(urn:li:fsd_profile:ACoAAFixtureMember,2-Rml4dHVyZVRocmVhZA==)',
    });
    expect(JSON.stringify(receipt)).not.toContain('message text');
  });

  it('takes an answer without the message for no receipt (a refused send)', () => {
    expect(receiptOf(candidate, body.variables, linkedin.refused)).toBeNull();
    expect(receiptOf(candidate, body.variables, null)).toBeNull();
  });
});

describe('Instagram: IGDirectTextSendMutation', () => {
  const form = new URLSearchParams(instagram.form).toString();

  it('is recognised by its friendly name in the form, or in the header', () => {
    const body = readBody(form);
    expect(body.friendlyName).toBe('IGDirectTextSendMutation');
    const candidate = sendRequestOf(
      { path: '/api/graphql', method: 'POST', ...body },
      instagramSends,
    );
    expect(candidate?.friendlyName).toBe('IGDirectTextSendMutation');
    const marked = sendRequestOf(
      { path: '/api/graphql', method: 'POST', friendlyName: 'IGDirectMediaSendMutation' },
      instagramSends,
    );
    expect(marked?.friendlyName).toBe('IGDirectMediaSendMutation');
  });

  it('leaves the other operations of the same address alone (reading, marking read)', () => {
    for (const name of ['IGDThreadDetailQuery', 'IGDMarkThreadAsReadMutation', null]) {
      expect(
        sendRequestOf({ path: '/api/graphql', method: 'POST', friendlyName: name }, instagramSends),
      ).toBeNull();
    }
  });

  it('gives the message id and the thread from the request variables', () => {
    const body = readBody(new URLSearchParams(instagram.form));
    const candidate = sendRequestOf(
      { path: '/api/graphql', method: 'POST', ...body },
      instagramSends,
    )!;
    expect(receiptOf(candidate, body.variables, instagram.answer)).toEqual({
      messageId: 'mid.$cAAAFixtureNew1',
      thread: '340282366841710300949128100000000001',
    });
  });
});
