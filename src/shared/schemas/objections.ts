import { z } from 'zod';
import { OBJECTION_CATEGORIES, type ObjectionCategory } from '../content/objections';
import type { ObjectionId } from './ids';
import {
  MISSING_OBJECTION,
  MISSING_RESPONSE,
  OBJECTION_MAX,
  RESPONSE_MAX,
} from './objection-messages';

export const generateObjectionInput = z.strictObject({
  objection: z.string().trim().min(1, MISSING_OBJECTION).max(OBJECTION_MAX),
  category: z.enum(OBJECTION_CATEGORIES).optional(),
  /** Asking again gives a different response. */
  variant: z.number().int().min(0).max(1_000_000).optional(),
});
export type GenerateObjectionInput = z.input<typeof generateObjectionInput>;

export const saveObjectionInput = z.strictObject({
  objection: z.string().trim().min(1, MISSING_RESPONSE).max(OBJECTION_MAX),
  response: z.string().trim().min(1, MISSING_RESPONSE).max(RESPONSE_MAX),
  category: z.enum(OBJECTION_CATEGORIES).default('Custom'),
});
export type SaveObjectionInput = z.input<typeof saveObjectionInput>;

export type CustomObjection = {
  id: ObjectionId;
  category: ObjectionCategory;
  objection: string;
  response: string;
  tone: string;
  createdAt: string;
};

export type ObjectionResponse = {
  response: string;
  writer: 'builtin' | 'llm';
  writerLabel: string;
  variant: number;
};
