// The rules of each game as we explain them, in English and French, written for this site in our own
// words (the published rules are the reference, never the source of the sentences): how a turn goes for
// the game page's help panel, and the whole of it for /rules/<game>. Loaded with those pages only; what
// the new-game form and the links need is in facts.ts.
import type { Lang } from "../../../shared/i18n/index";
import type { GameId } from "../../../shared/games/index";

export interface GameRules {
  goal: string;
  components: string[];
  /** How a turn goes, step by step: also the game page's "how to play your turn". */
  turn: string[];
  scoring: string[];
  end: string;
}

export const RULES: Record<GameId, Record<Lang, GameRules>> = {
  yucata: {
    en: {
      goal: "Finish with the most beige stones. Blue stones are worth a lot on the way but cost beige stones at the end, so greed is punished.",
      components: [
        "A track of 40 squares. The first squares are empty; squares 5 to 38 each hold one stone (25 beige, 9 blue); the temple at the end holds the red stone.",
        "One amulet per player, all starting on the first square.",
        "Seven cards per player: 1, 2, 3, 4, 5, a sword and a question mark.",
      ],
      turn: [
        "Play one card from your hand. A number moves your amulet that many squares forward.",
        "The sword puts your amulet just ahead of the leading amulet. The question mark copies what the previous player’s last card did.",
        "You may not play the same kind of card the previous player just played, unless it is your last card or nothing else is possible.",
        "Take every stone on the squares you moved over and the one you stopped on.",
        "Once all seven cards are played, take them all back into your hand.",
      ],
      scoring: [
        "Whoever holds the red stone first gives back one blue stone.",
        "Then each player gives back beige stones for their blue ones: 1 for one blue, 3 for two, 6 for three, 10 for four (each extra blue costs one more than the last).",
        "What is left counts. Most beige stones wins; equal players share the win.",
      ],
      end: "The game ends at once when an amulet reaches the temple.",
    },
    fr: {
      goal: "Finir avec le plus de pierres beiges. Les bleues rapportent en chemin mais coûtent des beiges à la fin\u00a0: la gourmandise se paie.",
      components: [
        "Un parcours de 40 cases. Les premières sont vides\u00a0; les cases 5 à 38 portent chacune une pierre (25 beiges, 9 bleues)\u00a0; le temple, au bout, porte la pierre rouge.",
        "Une amulette par joueur, toutes sur la première case au départ.",
        "Sept cartes par joueur\u00a0: 1, 2, 3, 4, 5, une épée et un point d’interrogation.",
      ],
      turn: [
        "Jouez une carte de votre main. Un chiffre avance votre amulette d’autant de cases.",
        "L’épée place votre amulette juste devant la première. Le point d’interrogation refait ce qu’a fait la dernière carte du joueur précédent.",
        "Vous ne pouvez pas jouer le même genre de carte que le joueur précédent, sauf s’il s’agit de votre dernière carte ou qu’aucune autre n’est possible.",
        "Prenez toutes les pierres des cases traversées et de celle où vous vous arrêtez.",
        "Une fois les sept cartes jouées, reprenez-les toutes en main.",
      ],
      scoring: [
        "Le détenteur de la pierre rouge rend d’abord une pierre bleue.",
        "Puis chacun rend des pierres beiges pour ses bleues\u00a0: 1 pour une bleue, 3 pour deux, 6 pour trois, 10 pour quatre (chaque bleue de plus coûte une de plus que la précédente).",
        "Le reste compte. Le plus de pierres beiges l’emporte\u00a0; les ex æquo partagent la victoire.",
      ],
      end: "La partie s’arrête dès qu’une amulette atteint le temple.",
    },
  },
  yucatan: {
    en: {
      goal: "Be the first to raise your pyramid to its fifth level. Each level costs three prisoners brought home to your city.",
      components: [
        "A map of small hexes: jungle, deep jungle, impassable mountains, small rivers and one great river with beaches on its banks.",
        "Each player’s stone city, eight villages (large and small) and warriors.",
        "Every warrior belongs to a guild (jaguar, snake or hummingbird) that only its owner knows until a fight shows it.",
        "A supply of 50 prisoners.",
      ],
      turn: [
        "Take one action. Select one of your warriors, then a highlighted hex to move it: one hex, two along hexes marked with a river, or across the great river from beach to beach.",
        "Or, where a warrior stands, establish a village or enlarge your small village there; or deploy a new warrior beside your city (you may feed one warrior more than you have villages).",
        "Or, with three prisoners in your city, build the next level of your pyramid.",
        "Walking into a rival’s village or city takes prisoners from it. Walking into an enemy warrior starts a fight: jaguar beats snake, snake beats hummingbird, hummingbird beats jaguar, and the defender wins a tie.",
        "A warrior carries up to three prisoners and leaves them in your city when it reaches your city or one of your large villages.",
      ],
      scoring: [
        "There are no points: your pyramid’s height is your score, from 0 to 5 levels.",
        "Prisoners only count once they are home and built into the pyramid.",
      ],
      end: "The game ends as soon as a player finishes the fifth level of their pyramid: that player wins.",
    },
    fr: {
      goal: "Être le premier à élever sa pyramide jusqu’au cinquième niveau. Chaque niveau coûte trois prisonniers ramenés dans votre cité.",
      components: [
        "Une carte de petits hexagones\u00a0: jungle, jungle profonde, montagnes infranchissables, petites rivières et un grand fleuve bordé de plages.",
        "Pour chaque joueur, une cité de pierre, huit villages (grands et petits) et des guerriers.",
        "Chaque guerrier appartient à une guilde (jaguar, serpent ou colibri) que seul son propriétaire connaît, jusqu’à ce qu’un combat la montre.",
        "Une réserve de 50 prisonniers.",
      ],
      turn: [
        "Faites une action. Choisissez un de vos guerriers, puis un hexagone en surbrillance où le déplacer\u00a0: un hexagone, deux le long des hexagones marqués d’une rivière, ou la traversée du fleuve d’une plage à l’autre.",
        "Ou bien, là où se tient un guerrier, fondez un village ou agrandissez votre petit village\u00a0; ou faites entrer un nouveau guerrier près de votre cité (vous nourrissez un guerrier de plus que vos villages).",
        "Ou encore, avec trois prisonniers dans votre cité, bâtissez le niveau suivant de votre pyramide.",
        "Entrer dans le village ou la cité d’un rival lui prend des prisonniers. Entrer sur un guerrier ennemi déclenche un combat\u00a0: le jaguar bat le serpent, le serpent bat le colibri, le colibri bat le jaguar, et à guilde égale le défenseur gagne.",
        "Un guerrier porte jusqu’à trois prisonniers et les dépose dans votre cité en atteignant celle-ci ou un de vos grands villages.",
      ],
      scoring: [
        "Pas de points\u00a0: la hauteur de votre pyramide est votre score, de 0 à 5 niveaux.",
        "Un prisonnier ne compte qu’une fois rentré et bâti dans la pyramide.",
      ],
      end: "La partie s’arrête dès qu’un joueur achève le cinquième niveau de sa pyramide\u00a0: il l’emporte.",
    },
  },
  balam: {
    en: {
      goal: "Have the most prestige when the last ball game is played.",
      components: [
        "A land of sites joined by paths, with seas in the corners. Each site produces one wealth and has two to four building slots.",
        "Wealth: maize, cacao, shell, jade, obsidian, and prisoners taken in war. Each king’s sheet shows what they hold.",
        "Buildings: village, garrison, palace, temple, market, storehouse, ball court and observatory. A large pyramid marks a king’s city; small pyramids mark who controls a market.",
        "A deck of Katun cards: good years, catastrophes, ball games and the eclipse.",
      ],
      turn: [
        "Turn over one of the face-down Katun cards in the row, for free: its effect is yours (wealth, prestige, or a catastrophe to pay).",
        "Or pay one wealth from your sheet, then build on one site (your city, or a free site where you found a new one), attack a neighbouring city with your garrisons, or pass.",
        "In a war each committed garrison rolls a die and obsidian adds strength on both sides; skulls cost the attacker garrisons, and a win destroys the defender’s buildings and takes prisoners.",
        "When the round’s cards are done, sites produce, then every king plans at the same time where their wealth goes: along paths to storehouses, garrisons and temples, never through a market another king controls.",
      ],
      scoring: [
        "Prestige comes from Katun cards, ceremonies in temples, ball games and war.",
        "At the end each king adds a bonus; ties go to the king with more wealth left, then the win is shared.",
      ],
      end: "The game ends with the ball game card that completes the agreed number (by default, as many as players).",
    },
    fr: {
      goal: "Avoir le plus de prestige quand se joue le dernier jeu de balle.",
      components: [
        "Une contrée de sites reliés par des sentiers, avec la mer aux coins. Chaque site produit une richesse et offre deux à quatre emplacements de bâtiments.",
        "Les richesses\u00a0: maïs, cacao, coquillage, jade, obsidienne, et les prisonniers faits à la guerre. La feuille de chaque roi montre ce qu’il possède.",
        "Les bâtiments\u00a0: village, garnison, palais, temple, marché, réserve, terrain de jeu de balle et observatoire. Une grande pyramide marque la cité d’un roi\u00a0; les petites disent qui contrôle un marché.",
        "Un paquet de cartes Katun\u00a0: bonnes années, catastrophes, jeux de balle et l’éclipse.",
      ],
      turn: [
        "Retournez gratuitement une des cartes Katun face cachée de la rangée\u00a0: son effet est pour vous (richesse, prestige, ou une catastrophe à payer).",
        "Ou payez une richesse de votre feuille, puis construisez sur un site (votre cité, ou un site libre où vous en fondez une), attaquez une cité voisine avec vos garnisons, ou passez.",
        "À la guerre, chaque garnison engagée lance un dé et l’obsidienne renforce chaque camp\u00a0; les crânes coûtent des garnisons à l’attaquant, et la victoire détruit des bâtiments du défenseur et fait des prisonniers.",
        "Quand les cartes de la manche sont jouées, les sites produisent, puis tous les rois prévoient en même temps où vont leurs richesses\u00a0: par les sentiers vers réserves, garnisons et temples, jamais à travers le marché d’un autre roi.",
      ],
      scoring: [
        "Le prestige vient des cartes Katun, des cérémonies au temple, des jeux de balle et de la guerre.",
        "À la fin chaque roi ajoute un bonus\u00a0; en cas d’égalité, le roi le plus riche l’emporte, sinon la victoire est partagée.",
      ],
      end: "La partie s’arrête avec la carte de jeu de balle qui atteint le nombre convenu (par défaut, autant que de joueurs).",
    },
  },
  "rio-de-la-plata": {
    en: {
      goal: "Have the most victory points after the last year.",
      components: [
        "The city: a grid of squares in eight quarters round the plaza, with roads, walls and the start zone by the river.",
        "Ladders for the great buildings (palace, cathedral, fort, walls, port, roads), the mine and the forest, agriculture, crafts, the boat and the turn order.",
        "Each player’s workers, coins, stone, wood and precious goods; characters to hire; the tracks of the years and of the two enemies.",
      ],
      turn: [
        "Placement: in turn order, place one action at a time: workers on a city square (to build a hut, house or minor building), on a ladder, on the mine or forest, on a character, or on agriculture, crafts, the boat or the turn order.",
        "Effects: in the same order, each worker does its job: you build, produce, buy or hire. Trades with other players may be offered at any time.",
        "Then dice decide whether pirates or natives attack; if they do, everyone defends the city square by square.",
      ],
      scoring: [
        "Points come from buildings as they are built, the great buildings’ ladders, goods sold by the boat, characters and defending the city.",
        "At the end, coins and a few characters turn into points, and houses score with their quarter. Ties go to the richer player, then the one with more goods.",
      ],
      end: "The game ends after the twentieth year (or the fifteenth in the short game).",
    },
    fr: {
      goal: "Avoir le plus de points de victoire après la dernière année.",
      components: [
        "La ville\u00a0: une grille de cases en huit quartiers autour de la place, avec routes, remparts et la zone de départ au bord du fleuve.",
        "Les échelles des grands bâtiments (palais, cathédrale, fort, remparts, port, routes), la mine et la forêt, l’agriculture, l’artisanat, le bateau et l’ordre du tour.",
        "Pour chaque joueur, ouvriers, pièces, pierre, bois et biens précieux\u00a0; des personnages à engager\u00a0; les pistes des années et des deux ennemis.",
      ],
      turn: [
        "Placement\u00a0: dans l’ordre du tour, une action à la fois\u00a0: des ouvriers sur une case de la ville (pour une hutte, une maison ou un petit bâtiment), sur une échelle, à la mine ou à la forêt, sur un personnage, ou sur l’agriculture, l’artisanat, le bateau ou l’ordre du tour.",
        "Effets\u00a0: dans le même ordre, chaque ouvrier fait son travail\u00a0: vous construisez, produisez, achetez ou engagez. Les échanges entre joueurs se proposent à tout moment.",
        "Puis les dés disent si les pirates ou les indigènes attaquent\u00a0; si oui, chacun défend la ville case par case.",
      ],
      scoring: [
        "Les points viennent des bâtiments construits, des échelles des grands bâtiments, des biens vendus par le bateau, des personnages et de la défense de la ville.",
        "À la fin, les pièces et quelques personnages deviennent des points, et les maisons comptent avec leur quartier. En cas d’égalité, le plus riche l’emporte, puis celui qui a le plus de biens.",
      ],
      end: "La partie s’arrête après la vingtième année (ou la quinzième en partie courte).",
    },
  },
};

/** Every game, in the order the rules index lists them (RULES has one entry per registered game). */
