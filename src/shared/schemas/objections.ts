import { z } from 'zod';
import { OBJECTION_CATEGORIES, type ObjectionCategory } from '../content/objections';
import type { ObjectionId } from './ids';

/**
 * Generating a response needs an objection; saving needs an objection and a response
 * (docs/product.md, Objection Handler).
 */
export const MISSING_OBJECTION = 'Please enter an objection first.';
export const MISSING_RESPONSE = 'Please generate a response first.';

export const OBJECTION_MAX = 500;
export const RESPONSE_MAX = 2000;

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
