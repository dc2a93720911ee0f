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
  /^liked a message\.?$/iu,
  /^reacted .{1,16} to your message\.?$/iu,
  // Spanish
  /^(le gustó|indicó que le gusta|le ha gustado) (un|tu) mensaje\.?$/iu,
  /^reaccionó (con )?.{1,16} a (tu|un) mensaje\.?$/iu,
  // Portuguese
  /^curtiu (uma|sua|a sua) mensagem\.?$/iu,
  /^reagiu (com )?.{1,16} (à|a) (sua|tua) mensagem\.?$/iu,
  // French
  /^a aimé (un|votre|ton) message\.?$/iu,
  /^a réagi (avec |par )?.{1,16} à (votre|ton) message\.?$/iu,
  // German
  /^(gefällt eine nachricht|hat eine nachricht mit „?gefällt mir“? markiert)\.?$/iu,
  /^hat (mit )?.{1,16} auf deine nachricht reagiert\.?$/iu,
  /^hat auf deine nachricht mit .{1,16} reagiert\.?$/iu,
];

/** Everything else the platform writes. */
const SYSTEM: readonly RegExp[] = [
  // English
  /\bsent an attachment\.?$/iu,
  /\b(started|ended|missed|joined) (a |an |the |your )?(video chat|audio call|video call|call)\b/iu,
  /^(video chat|audio call|video call|call) ended\.?$/iu,
  /^missed (video |audio )?call\.?$/iu,
  /\bchanged the (chat )?theme\b/iu,
  /\bunsent a message\.?$/iu,
  /^this message was unsent\.?$/iu,
  /\b(changed the group (photo|name)|named the group|to the group\.?$|left the group|removed .+ from the group)/iu,
  /\bset (the|your|his|her|their) nickname\b|\bset the nickname\b|\bcleared the nickname\b/iu,
  /\b(set|changed) the (quick reaction|emoji)\b/iu,
  /^you are now connected on messenger\.?$/iu,
  /\bwaved at (you|them)\b/iu,
  /^say hi to your new facebook friend/iu,
  // Spanish
  /\b(enviaste|envió) un archivo adjunto\.?$/iu,
  /\b(anulaste|anuló) el envío de un mensaje\.?$/iu,
  /^se anuló el envío de este mensaje\.?$/iu,
  /\b(iniciaste|inició|terminó|se unió a) (una |la )?(videollamada|llamada de voz|llamada)\b/iu,
  /^(la )?(videollamada|llamada de voz|llamada) (terminó|finalizó)\.?$/iu,
  /^(videollamada|llamada de voz|llamada) perdida\.?$/iu,
  /\b(perdiste|se perdió) (una |tu |la )?(videollamada|llamada)/iu,
  /\bcambió el tema\b|\bcambiaste el tema\b/iu,
  /\b(cambió|estableció|borró) (el|tu|su) apodo\b/iu,
  /\b(cambió el nombre del grupo|cambió la foto del grupo|salió del grupo|al grupo\.?$)/iu,
  // Portuguese
  /\b(enviou|você enviou) um anexo\.?$/iu,
  /\b(cancelou|anulou|desfez) o envio de uma mensagem\.?$/iu,
  /^o envio desta mensagem foi (cancelado|anulado)\.?$/iu,
  /\b(iniciou|encerrou|entrou (na|numa)) (uma |a )?(chamada de vídeo|chamada de voz|chamada)\b/iu,
  /^(a )?(chamada de vídeo|chamada de voz|chamada) (terminou|encerrada|encerrou)\.?$/iu,
  /^(chamada de vídeo|chamada de voz|chamada) perdida\.?$/iu,
  /\bperdeu (a sua |sua |uma |a )?(chamada de vídeo|chamada)/iu,
  /\b(alterou|mudou) o tema\b/iu,
  /\b(definiu|alterou|removeu) (o|seu|o seu) apelido\b/iu,
  /\b(alterou o nome do grupo|alterou a foto do grupo|saiu do grupo|ao grupo\.?$)/iu,
  // French
  /\b(a envoyé|avez envoyé) une pièce jointe\.?$/iu,
  /\b(a|avez) (retiré|annulé l[’']envoi d[’']) ?un message\.?$/iu,
  /^ce message a été (retiré|annulé)\.?$/iu,
  /\b(a|avez) (lancé|démarré|rejoint|terminé) (un |l[’'])?(appel vidéo|appel audio|appel)\b/iu,
  /^l[’']?(appel vidéo|appel audio|appel) (est )?terminé\.?$/iu,
  /^(appel vidéo|appel audio|appel) manqué\.?$/iu,
  /\ba manqué (votre|ton|un) appel/iu,
  /\b(a|avez) (changé|modifié) (le|la) (thème|discussion)\b/iu,
  /\b(a|avez) (défini|modifié|supprimé) (le|son|votre) surnom\b/iu,
  /\b(a modifié le nom du groupe|a modifié la photo du groupe|a quitté le groupe|au groupe\.?$)/iu,
  // German
  /\b(hat|hast) einen anhang gesendet\.?$/iu,
  /\b(hat|hast) (eine nachricht zurückgerufen|eine nachricht zurückgenommen|das senden einer nachricht rückgängig gemacht)\.?$/iu,
  /^diese nachricht wurde (zurückgerufen|zurückgenommen)\.?$/iu,
  /\b(hat|hast) (einen |ein |an einem )?(videochat|videoanruf|sprachanruf|anruf) (gestartet|begonnen|beendet|teilgenommen)\b/iu,
  /^(der )?(videochat|videoanruf|sprachanruf|anruf) (wurde )?beendet\.?$/iu,
  /^verpasster (video|sprach)?anruf\.?$/iu,
  /\b(hat|hast) (deinen|einen) anruf verpasst\b/iu,
  /\b(hat|hast) das (design|thema)( .{1,60})? geändert\.?$/iu,
  /\b(hat|hast) (den|deinen|seinen|ihren) spitznamen (festgelegt|geändert|entfernt)\b/iu,
  /\b(hat den gruppennamen geändert|hat das gruppenfoto geändert|hat die gruppe verlassen|zur gruppe hinzugefügt)/iu,
];

export const isReactionLine = (text: string) => REACTIONS.some((line) => line.test(text));

export const isSystemLine = (text: string) => SYSTEM.some((line) => line.test(text));
