/** What a wrong file is told (docs/product.md, "Check against a platform export"). */
export const exportErrors = {
  notAnExport:
    'This is not a platform export. Pick the zip you downloaded from Instagram, Facebook, LinkedIn or X, or messages.csv, Invitations.csv or direct-messages.js from it. See "How to request an export".',
  html: 'This export is in HTML. Request it again from Meta with Format: JSON (Download your information → Messages).',
  empty:
    'This export holds no messages. Request it again with Messages ticked (Meta, X) or Messages and Invitations (LinkedIn).',
  noOwner:
    'This export does not say which participant is you. Pick the whole zip (it holds your profile), not single conversations.',
  unreadable: 'This file could not be read. Download the export again and pick the zip.',
} as const;
