// Zod as the whole code base imports it: the functional API (zod/mini), whose unused parts a bundle leaves
// out, with English messages, which the method API (`zod`) sets itself. The method API cost a Lambda's cold
// start about 6 ms more (importing it and building its first schema); what it parses is the same.
import { en } from "zod/locales";
import { config } from "zod/mini";

config(en());

export * from "zod/mini";
