// Words of blocking (docs/social.md, "Blocking"): the buttons on a profile, a chat message's menu and a
// game's player list, the hidden messages' line and Settings' list. Loaded with the parts that show
// them, never in the shell. French is typed against the English keys.
import { type Message, type Messages, plural } from "./index";

const en = {
  "block.block": "Block {name}",
  "block.unblock": "Unblock {name}",
  "block.blocked": "You blocked {name}: neither of you sees the other's messages, open games or invitations any more.",
  "block.unblocked": "{name} is no longer blocked.",
  "block.menu": "More about the message by {name}",
  "block.players": "Players",
  "block.profile": "Profile of {name}",
  "block.hidden": (p) =>
    `${p.count} ${plural("en", Number(p.count), { one: "message is", other: "messages are" })} hidden: their authors and you have a block between you.`,
  "block.settingsTitle": "Blocked players",
  "block.settingsNone": "You have blocked nobody.",
  "block.settingsHelp": "When you block a player, neither of you sees the other's messages, open games or invitations any more.",
  "block.settingsCount": "{count} of {max}",
  "block.formerPlayer": "A former player",
  "error.block-yourself": "You cannot block yourself.",
  "error.too-many-blocks": "You have blocked {max} players, the most one may: unblock one first.",
} satisfies Record<string, Message>;

const fr: Record<keyof typeof en, Message> = {
  "block.block": "Bloquer {name}",
  "block.unblock": "Débloquer {name}",
  "block.blocked":
    "Vous avez bloqué {name} : ni l’un ni l’autre ne voit plus les messages, les parties ouvertes ou les invitations de l’autre.",
  "block.unblocked": "Le blocage de {name} est levé.",
  "block.menu": "Plus sur le message de {name}",
  "block.players": "Joueurs",
  "block.profile": "Profil de {name}",
  "block.hidden": (p) =>
    `${p.count} ${plural("fr", Number(p.count), { one: "message est masqué", other: "messages sont masqués" })} : leurs auteurs et vous avez un blocage entre vous.`,
  "block.settingsTitle": "Joueurs bloqués",
  "block.settingsNone": "Vous n’avez bloqué personne.",
  "block.settingsHelp":
    "Quand vous bloquez un joueur, ni l’un ni l’autre ne voit plus les messages, les parties ouvertes ou les invitations de l’autre.",
  "block.settingsCount": "{count} sur {max}",
  "block.formerPlayer": "Un ancien joueur",
  "error.block-yourself": "Vous ne pouvez pas vous bloquer vous-même.",
  "error.too-many-blocks": "Vous avez bloqué {max} joueurs, le maximum : débloquez-en un d’abord.",
};

export const blockMessages = { en: en as Messages, fr: fr as Messages };
