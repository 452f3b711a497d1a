// All publish posts except recipes (those live in ../recipes and join the "recipes" category at seed time).
import type { SeedPost } from "../../types";
import { GUIDES_1 } from "./guides-1";
import { GUIDES_2 } from "./guides-2";
import { MAGAZINE_1 } from "./magazine-1";
import { MAGAZINE_2 } from "./magazine-2";
import { NEWS_1 } from "./news-1";
import { NEWS_2 } from "./news-2";
import { PRESS } from "./press";
import { TIPS_1 } from "./tips-1";
import { TIPS_2 } from "./tips-2";
import { TIPS_3 } from "./tips-3";

export const POSTS: SeedPost[] = [
  ...TIPS_1,
  ...TIPS_2,
  ...TIPS_3,
  ...GUIDES_1,
  ...GUIDES_2,
  ...NEWS_1,
  ...NEWS_2,
  ...MAGAZINE_1,
  ...MAGAZINE_2,
  ...PRESS,
];
