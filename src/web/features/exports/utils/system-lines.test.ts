import { describe, expect, it } from 'vitest';
import { isReactionLine, isSystemLine } from './system-lines';

/** What Instagram and Messenger write in each language (fictional people). */
const lines = {
  en: {
    reactions: ['Liked a message', 'Reacted 😡 to your message', 'Reacted ❤️ to your message.'],
    system: [
      'Zoë Kraus sent an attachment.',
      'You sent an attachment.',
      'Zoë Kraus started a video chat',
      'Video chat ended',
      'Zoë Kraus missed your call',
      'Missed video call',
      'Zoë Kraus unsent a message',
      'You unsent a message',
      'Zoë Kraus changed the theme to Lo-fi.',
      'Zoë Kraus set your nickname to Mila.',
      'Zoë Kraus named the group Sprint.',
    ],
    replies: ['Sounds good, send me the details', 'I missed it, can you resend?', 'Call me at 5'],
  },
  es: {
    reactions: [
      'Le gustó un mensaje',
      'Indicó que le gusta un mensaje',
      'Reaccionó 😡 a tu mensaje',
      'Reaccionó con ❤️ a tu mensaje.',
    ],
    system: [
      'Lucía Ortega envió un archivo adjunto.',
      'Enviaste un archivo adjunto.',
      'Lucía Ortega anuló el envío de un mensaje',
      'Anulaste el envío de un mensaje',
      'Lucía Ortega inició una videollamada',
      'La videollamada terminó.',
      'Llamada perdida',
      'Perdiste una videollamada de Lucía Ortega',
      'Lucía Ortega cambió el tema a Atardecer.',
    ],
    replies: [
      '¡Hola! Me interesa, cuéntame más',
      'Te llamo mañana',
      'Perdí tu mensaje, ¿lo repites?',
    ],
  },
  pt: {
    reactions: ['Curtiu uma mensagem', 'Reagiu 😡 à sua mensagem', 'Reagiu com ❤️ à sua mensagem.'],
    system: [
      'Tiago Moura enviou um anexo.',
      'Você enviou um anexo.',
      'Tiago Moura cancelou o envio de uma mensagem',
      'Tiago Moura iniciou uma chamada de vídeo',
      'A chamada de vídeo terminou.',
      'Chamada de vídeo perdida',
      'Tiago Moura perdeu a sua chamada',
      'Tiago Moura alterou o tema para Oceano.',
    ],
    replies: ['Oi! Pode me mandar mais detalhes?', 'Vamos marcar uma chamada amanhã'],
  },
  fr: {
    reactions: [
      'A aimé un message',
      'A réagi 😡 à votre message',
      'A réagi avec ❤️ à votre message.',
    ],
    system: [
      'Camille Roux a envoyé une pièce jointe.',
      'Vous avez envoyé une pièce jointe.',
      'Camille Roux a retiré un message',
      'Camille Roux a annulé l’envoi d’un message',
      'Camille Roux a lancé un appel vidéo',
      'L’appel vidéo est terminé.',
      'Appel vidéo manqué',
      'Camille Roux a manqué votre appel',
      'Camille Roux a changé le thème en Coucher de soleil.',
    ],
    replies: ['Bonjour, oui ça m’intéresse', 'On peut faire un appel demain ?'],
  },
  de: {
    reactions: [
      'Gefällt eine Nachricht',
      'Hat eine Nachricht mit „Gefällt mir“ markiert',
      'Hat mit 😡 auf deine Nachricht reagiert',
      'Hat auf deine Nachricht mit ❤️ reagiert.',
    ],
    system: [
      'Jonas Weber hat einen Anhang gesendet.',
      'Du hast einen Anhang gesendet.',
      'Jonas Weber hat eine Nachricht zurückgerufen',
      'Jonas Weber hat das Senden einer Nachricht rückgängig gemacht',
      'Jonas Weber hat einen Videochat gestartet',
      'Videochat beendet',
      'Verpasster Videoanruf',
      'Jonas Weber hat deinen Anruf verpasst',
      'Jonas Weber hat das Design zu Sonnenuntergang geändert.',
    ],
    replies: ['Hallo! Klingt spannend, erzähl mehr', 'Ich rufe dich morgen an'],
  },
};

describe('the platforms’ own lines', () => {
  for (const [language, { reactions, system, replies }] of Object.entries(lines)) {
    it(`tells reactions, system lines and replies apart (${language})`, () => {
      for (const line of reactions) expect([line, isReactionLine(line)]).toEqual([line, true]);
      for (const line of system) {
        expect([line, isSystemLine(line), isReactionLine(line)]).toEqual([line, true, false]);
      }
      for (const line of replies) {
        expect([line, isSystemLine(line) || isReactionLine(line)]).toEqual([line, false]);
      }
    });
  }
});
