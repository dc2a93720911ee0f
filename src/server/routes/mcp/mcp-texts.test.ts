import { describe, expect, it } from 'vitest';
import { prospectRate } from '../../../shared/domain/rates';
import type { UserId } from '../../../shared/schemas/ids';
import { attentionText } from './mcp-texts';

describe('the MCP answers', () => {
  it('round a rate as the screens do: 3 of 2,000 prospects is 0.2 %, not toFixed’s 0.1 %', () => {
    const text = attentionText({
      cohortReplyRate: prospectRate(3, 2000),
      members: [
        {
          userId: 'u1' as UserId,
          name: 'Sam',
          reasons: ['no_recent_dm'],
          lastDmAt: null,
          replyRate: null,
        },
      ],
    });
    expect(text).toContain('cohort reply rate 0.2%');
  });
});
