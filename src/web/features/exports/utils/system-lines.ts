/**
 * Lines Instagram and Facebook Messenger write themselves, in the languages members use
 * (English, Spanish, Portuguese, French, German): likes and reactions, attachments, calls,
 * themes, nicknames, unsent messages, group changes. None is a reply
 * (docs/decisions/0136-platform-exports.md). The texts are matched after Meta's encoding is
 * repaired, whole line, case ignored.
 */

/** A like or a reaction on the member's message: shown as a reaction, never a reply. */
const REACTIONS: readonly RegExp[] = [
  // English
  /^liked a message\.?$/i,
  /^reacted .{1,16} to your message\.?$/i,
  // Spanish
  /^(le gustó|indicó que le gusta|le ha gustado) (un|tu) mensaje\.?$/i,
  /^reaccionó (con )?.{1,16} a (tu|un) mensaje\.?$/i,
  // Portuguese
  /^curtiu (uma|sua|a sua) mensagem\.?$/i,
  /^reagiu (com )?.{1,16} (à|a) (sua|tua) mensagem\.?$/i,
  // French
  /^a aimé (un|votre|ton) message\.?$/i,
  /^a réagi (avec |par )?.{1,16} à (votre|ton) message\.?$/i,
  // German
  /^(gefällt eine nachricht|hat eine nachricht mit „?gefällt mir“? markiert)\.?$/i,
  /^hat (mit )?.{1,16} auf deine nachricht reagiert\.?$/i,
  /^hat auf deine nachricht mit .{1,16} reagiert\.?$/i,
];

/** Everything else the platform writes. */
const SYSTEM: readonly RegExp[] = [
  // English
  /\bsent an attachment\.?$/i,
  /\b(started|ended|missed|joined) (a |an |the |your )?(video chat|audio call|video call|call)\b/i,
  /^(video chat|audio call|video call|call) ended\.?$/i,
  /^missed (video |audio )?call\.?$/i,
  /\bchanged the (chat )?theme\b/i,
  /\bunsent a message\.?$/i,
  /^this message was unsent\.?$/i,
  /\b(changed the group (photo|name)|named the group|to the group\.?$|left the group|removed .+ from the group)/i,
  /\bset (the|your|his|her|their) nickname\b|\bset the nickname\b|\bcleared the nickname\b/i,
  /\b(set|changed) the (quick reaction|emoji)\b/i,
  /^you are now connected on messenger\.?$/i,
  /\bwaved at (you|them)\b/i,
  /^say hi to your new facebook friend/i,
  // Spanish
  /\b(enviaste|envió) un archivo adjunto\.?$/i,
  /\b(anulaste|anuló) el envío de un mensaje\.?$/i,
  /^se anuló el envío de este mensaje\.?$/i,
  /\b(iniciaste|inició|terminó|se unió a) (una |la )?(videollamada|llamada de voz|llamada)\b/i,
  /^(la )?(videollamada|llamada de voz|llamada) (terminó|finalizó)\.?$/i,
  /^(videollamada|llamada de voz|llamada) perdida\.?$/i,
  /\b(perdiste|se perdió) (una |tu |la )?(videollamada|llamada)/i,
  /\bcambió el tema\b|\bcambiaste el tema\b/i,
  /\b(cambió|estableció|borró) (el|tu|su) apodo\b/i,
  /\b(cambió el nombre del grupo|cambió la foto del grupo|salió del grupo|al grupo\.?$)/i,
  // Portuguese
  /\b(enviou|você enviou) um anexo\.?$/i,
  /\b(cancelou|anulou|desfez) o envio de uma mensagem\.?$/i,
  /^o envio desta mensagem foi (cancelado|anulado)\.?$/i,
  /\b(iniciou|encerrou|entrou (na|numa)) (uma |a )?(chamada de vídeo|chamada de voz|chamada)\b/i,
  /^(a )?(chamada de vídeo|chamada de voz|chamada) (terminou|encerrada|encerrou)\.?$/i,
  /^(chamada de vídeo|chamada de voz|chamada) perdida\.?$/i,
  /\bperdeu (a sua |sua |uma |a )?(chamada de vídeo|chamada)/i,
  /\b(alterou|mudou) o tema\b/i,
  /\b(definiu|alterou|removeu) (o|seu|o seu) apelido\b/i,
  /\b(alterou o nome do grupo|alterou a foto do grupo|saiu do grupo|ao grupo\.?$)/i,
  // French
  /\b(a envoyé|avez envoyé) une pièce jointe\.?$/i,
  /\b(a|avez) (retiré|annulé l[’']envoi d[’']) ?un message\.?$/i,
  /^ce message a été (retiré|annulé)\.?$/i,
  /\b(a|avez) (lancé|démarré|rejoint|terminé) (un |l[’'])?(appel vidéo|appel audio|appel)\b/i,
  /^l[’']?(appel vidéo|appel audio|appel) (est )?terminé\.?$/i,
  /^(appel vidéo|appel audio|appel) manqué\.?$/i,
  /\ba manqué (votre|ton|un) appel/i,
  /\b(a|avez) (changé|modifié) (le|la) (thème|discussion)\b/i,
  /\b(a|avez) (défini|modifié|supprimé) (le|son|votre) surnom\b/i,
  /\b(a modifié le nom du groupe|a modifié la photo du groupe|a quitté le groupe|au groupe\.?$)/i,
  // German
  /\b(hat|hast) einen anhang gesendet\.?$/i,
  /\b(hat|hast) (eine nachricht zurückgerufen|eine nachricht zurückgenommen|das senden einer nachricht rückgängig gemacht)\.?$/i,
  /^diese nachricht wurde (zurückgerufen|zurückgenommen)\.?$/i,
  /\b(hat|hast) (einen |ein |an einem )?(videochat|videoanruf|sprachanruf|anruf) (gestartet|begonnen|beendet|teilgenommen)\b/i,
  /^(der )?(videochat|videoanruf|sprachanruf|anruf) (wurde )?beendet\.?$/i,
  /^verpasster (video|sprach)?anruf\.?$/i,
  /\b(hat|hast) (deinen|einen) anruf verpasst\b/i,
  /\b(hat|hast) das (design|thema)( .{1,60})? geändert\.?$/i,
  /\b(hat|hast) (den|deinen|seinen|ihren) spitznamen (festgelegt|geändert|entfernt)\b/i,
  /\b(hat den gruppennamen geändert|hat das gruppenfoto geändert|hat die gruppe verlassen|zur gruppe hinzugefügt)/i,
];

/**
 * Each list as one expression, case ignored without the `u` flag: one pass over a message instead
 * of one per pattern. 55 separate `iu` tests took half the reading of a 200,000-message export
 * (Unicode case folding is V8's slow path); one `i` expression is more than ten times faster.
 * Without `u` an emoji is two code units, which `.{1,16}` allows for.
 */
const anyOf = (lines: readonly RegExp[]) =>
  new RegExp(lines.map((line) => `(?:${line.source})`).join('|'), 'i');
const REACTION = anyOf(REACTIONS);
const SYSTEM_LINE = anyOf(SYSTEM);

export const isReactionLine = (text: string) => REACTION.test(text);

export const isSystemLine = (text: string) => SYSTEM_LINE.test(text);
