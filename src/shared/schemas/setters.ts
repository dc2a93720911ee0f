import { z } from 'zod';

export const setterName = z
  .string()
  .trim()
  .min(1, 'Please enter a setter name.')
  .max(60, 'Setter names are at most 60 characters.');

export const createSetterInput = z.strictObject({ setterName });
export const updateSetterInput = z.strictObject({ isActive: z.boolean() });

export type Setter = { id: string; setterName: string; isActive: boolean; createdAt: string };
