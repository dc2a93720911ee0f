import { z } from 'zod';
import { isSelf } from '../domain/self-setter';

export const setterName = z
  .string()
  .trim()
  .min(1, 'Please enter a setter name.')
  .max(60, 'Setter names are at most 60 characters.')
  .refine((name) => !isSelf(name), '"Self" stands for you. Please choose another setter name.');

export const createSetterInput = z.strictObject({ setterName });
export const updateSetterInput = z.strictObject({ isActive: z.boolean() });

export type Setter = { id: string; setterName: string; isActive: boolean; createdAt: string };
