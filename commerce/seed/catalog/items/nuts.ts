// Nuts & seeds: whole nuts, seeds and nut butters.
import { group } from "./define";

export const NUT_ITEMS = [
  ...group("nuts", [
    ["Bademi, sirovi|Raw almonds|Surovi mandlji|Mandeln, naturbelassen|Mandorle crude|Almendras crudas|Bademi, sirovi|Bademi, sirovi|Bademi, sirovi", "huerta-clara nuts ES vgr 200g,500g,1kg 3.49 bestseller"],
    ["Ekološki bademi|Organic almonds|Ekološki mandlji|Bio-Mandeln|Mandorle bio|Almendras ecológicas|Organski bademi|Organski bademi|Organski bademi", "huerta-clara nuts ES ovgr 200g,500g 4.29"],
    ["Lješnjaci, sirovi|Raw hazelnuts|Surovi lešniki|Haselnüsse, naturbelassen|Nocciole crude|Avellanas crudas|Lešnici, sirovi|Lješnjaci, sirovi|Lješnici, sirovi", "kozara nuts BA vgr 200g,500g 3.29 local"],
    ["Prženi lješnjaci|Roasted hazelnuts|Praženi lešniki|Geröstete Haselnüsse|Nocciole tostate|Avellanas tostadas|Prženi lešnici|Prženi lješnjaci|Prženi lješnici", "kozara nuts BA vg 200g 3.59 local"],
    ["Jezgre oraha|Walnut kernels|Orehova jedrca|Walnusskerne|Gherigli di noce|Nueces peladas|Orahova jezgra|Jezgre oraha|Orahova jezgra", "kozara nuts BA vgr 200g,500g 4.49 local bestseller"],
    ["Indijski oraščići, sirovi|Raw cashews|Surovi indijski oreščki|Cashewkerne, naturbelassen|Anacardi crudi|Anacardos crudos|Sirovi indijski orah|Sirovi indijski orasi|Sirovi indijski orah", "zrno nuts VN vgr 200g,500g,1kg 3.99 bestseller"],
    ["Brazilski oraščići|Brazil nuts|Brazilski oreščki|Paranüsse|Noci del Brasile|Nueces de Brasil|Brazilski orah|Brazilski orasi|Brazilski orah", "zrno nuts BO vgr 200g 4.59"],
    ["Pistacije, pržene i nesoljene|Roasted unsalted pistachios|Pražene nesoljene pistacije|Pistazien, geröstet und ungesalzen|Pistacchi tostati non salati|Pistachos tostados sin sal|Pržene nesoljene pistaće|Pržene nesoljene pistacije|Pržene nesoljene pistaće", "zrno nuts IR vg 200g 5.99"],
    ["Pekan orasi|Pecans|Pekan orehi|Pekannüsse|Noci pecan|Nueces pecanas|Pekan orah|Pekan orasi|Pekan orah", "zrno nuts US vgr 200g 5.49"],
    ["Makadamija orasi|Macadamia nuts|Makadamija oreščki|Macadamianüsse|Noci di macadamia|Nueces de macadamia|Makadamija orah|Makadamija orasi|Makadamija orah", "zrno nuts ZA vgr 200g 7.99 keto"],
    ["Pinjoli|Pine nuts|Pinjole|Pinienkerne|Pinoli|Piñones|Pinjoli|Pinjoli|Pinjoli", "huerta-clara nuts ES vgr 100g 6.99"],
  ]),
  ...group("seeds", [
    ["Zlatne lanene sjemenke|Golden flaxseed|Zlato laneno seme|Goldleinsamen|Semi di lino dorato|Semillas de lino dorado|Zlatno laneno seme|Zlatne lanene sjemenke|Zlatno laneno sjeme", "ravnica seeds RS ovgr 500g 2.49"],
    ["Smeđe lanene sjemenke|Brown flaxseed|Rjavo laneno seme|Brauner Leinsamen|Semi di lino bruno|Semillas de lino marrón|Braon laneno seme|Smeđe lanene sjemenke|Smeđe laneno sjeme", "ravnica seeds RS ovgr 500g,1kg 1.79 bestseller"],
    ["Mljevene lanene sjemenke|Ground flaxseed|Mleto laneno seme|Leinsamen, geschrotet|Semi di lino macinati|Lino molido|Mleveno laneno seme|Mljevene lanene sjemenke|Mljeveno laneno sjeme", "ravnica seeds RS ovg 250g 1.99"],
    ["Oljuštene sjemenke konoplje|Hulled hemp seeds|Oluščena konopljina semena|Hanfsamen, geschält|Semi di canapa decorticati|Semillas de cáñamo peladas|Oljušteno seme konoplje|Oljuštene sjemenke konoplje|Oljušteno sjeme konoplje", "zrno seeds AT ovgr 250g,500g 4.99 high-protein"],
    ["Bučine sjemenke|Pumpkin seeds|Bučna semena|Kürbiskerne|Semi di zucca|Pipas de calabaza|Semenke bundeve|Sjemenke bundeve|Sjemenke bundeve", "oljarna-horvat seeds SI ovgr 250g,500g 3.29 bestseller"],
    ["Oljuštene suncokretove sjemenke|Hulled sunflower seeds|Oluščena sončnična semena|Sonnenblumenkerne|Semi di girasole decorticati|Pipas de girasol peladas|Oljuštene semenke suncokreta|Oljuštene sjemenke suncokreta|Oljuštene sjemenke suncokreta", "ravnica seeds RS ovgr 500g 1.99 local"],
    ["Neoljušteni sezam|Unhulled sesame seeds|Neoluščen sezam|Sesam, ungeschält|Sesamo integrale|Sésamo integral|Neoljušteni susam|Neoljušteni sezam|Neoljušteni susam", "zrno seeds IN ovgr 250g 1.99"],
    ["Crni sezam|Black sesame seeds|Črni sezam|Schwarzer Sesam|Sesamo nero|Sésamo negro|Crni susam|Crni sezam|Crni susam", "zrno seeds IN vgr 200g 2.49"],
    ["Plavi mak|Blue poppy seeds|Modri mak|Blaumohn|Semi di papavero blu|Semillas de amapola azul|Plavi mak|Plavi mak|Plavi mak", "zrno seeds AT vg 250g 2.79 baking"],
    ["Ljuskice psylliuma|Psyllium husk|Luščine psiliuma|Flohsamenschalen|Bucce di psillio|Cáscara de psyllium|Ljuspice psilijuma|Ljuspice psylliuma|Ljuspice psilijuma", "zrno seeds IN vg 250g 4.49 keto"],
    ["Mješavina sjemenki za salatu|Salad seed mix|Mešanica semen za solato|Salatkerne-Mix|Mix di semi per insalata|Mezcla de semillas para ensalada|Mešavina semenki za salatu|Mješavina sjemenki za salatu|Mješavina sjemenki za salatu", "zrno seeds EU ovg 250g 2.99"],
    ["Sjemenke brokule za klice|Broccoli sprouting seeds|Semena brokolija za kalčke|Brokkoli-Keimsaat|Semi di broccoli da germogliare|Semillas de brócoli para germinar|Seme brokolija za klice|Sjemenke brokule za klice|Sjeme brokolija za klice", "zrno seeds IT ovgr 100g 3.99 new"],
    ["Sjemenke lucerne za klice|Alfalfa sprouting seeds|Semena lucerne za kalčke|Alfalfa-Keimsaat|Semi di erba medica da germogliare|Semillas de alfalfa para germinar|Seme lucerke za klice|Sjemenke lucerke za klice|Sjeme lucerke za klice", "ravnica seeds RS ovgr 100g 2.99"],
  ]),
  ...group("nut-butters", [
    ["Bademov maslac|Almond butter|Mandljevo maslo|Mandelmus|Crema di mandorle|Crema de almendras|Bademov puter|Bademov puter|Bademov puter", "huerta-clara nut-butter ES ovgs 250g 6.49 keto"],
    ["Lješnjakov maslac|Hazelnut butter|Lešnikovo maslo|Haselnussmus|Crema di nocciole|Crema de avellanas|Puter od lešnika|Puter od lješnjaka|Puter od lješnika", "kozara nut-butter BA vgs 250g 5.99"],
    ["Hrskavi maslac od kikirikija|Crunchy peanut butter|Hrustljavo arašidovo maslo|Erdnussmus crunchy|Burro di arachidi croccante|Crema de cacahuete crujiente|Hrskavi puter od kikirikija|Hrskavi puter od kikirikija|Hrskavi puter od kikirikija", "zrno nut-butter US vgs 350g,1kg 3.49 high-protein sport bestseller"],
    ["Maslac od indijskih oraščića|Cashew butter|Maslo iz indijskih oreščkov|Cashewmus|Crema di anacardi|Crema de anacardos|Puter od indijskog oraha|Puter od indijskih oraha|Puter od indijskog oraha", "zrno nut-butter VN vgs 250g 6.29"],
    ["Sezamova pasta tahini|Tahini sesame paste|Sezamova pasta tahini|Tahin Sesammus|Crema di sesamo tahina|Tahini, crema de sésamo|Tahini susamova pasta|Tahini sezamova pasta|Tahini susamova pasta", "zrno nut-butter GR ovgs 250g,500g 3.99"],
    ["Maslac od bučinih sjemenki|Pumpkin seed butter|Maslo iz bučnih semen|Kürbiskernmus|Crema di semi di zucca|Crema de pipas de calabaza|Puter od semenki bundeve|Puter od sjemenki bundeve|Puter od sjemenki bundeve", "oljarna-horvat nut-butter SI ovgs 250g 5.79 high-protein"],
    ["Kremasti maslac od kikirikija|Smooth peanut butter|Kremno arašidovo maslo|Erdnussmus fein|Burro di arachidi cremoso|Crema de cacahuete suave|Kremasti puter od kikirikija|Kremasti puter od kikirikija|Kremasti puter od kikirikija", "zrno nut-butter US vgs 350g 3.49 !hidden"],
  ]),
];
