// Static content blocks placed by code on shared layouts (banner, footer, checkout info boxes).
import type { SeedStaticContent } from "../types";

export const STATIC_CONTENT: SeedStaticContent[] = [
  {
    code: "free_shipping_banner",
    content: {
      hr: "<p>Besplatna dostava za narudžbe iznad <strong>50 €</strong></p>",
      en: "<p>Free delivery on orders over <strong>€50</strong></p>",
      sl: "<p>Brezplačna dostava za naročila nad <strong>50 €</strong></p>",
      de: "<p>Kostenloser Versand ab <strong>50 €</strong> Bestellwert</p>",
      it: "<p>Spedizione gratuita per ordini superiori a <strong>50 €</strong></p>",
      es: "<p>Envío gratis en pedidos superiores a <strong>50 €</strong></p>",
      sr: "<p>Besplatna dostava za porudžbine preko <strong>6.000 RSD</strong></p>",
      bs: "<p>Besplatna dostava za narudžbe iznad <strong>100 KM</strong></p>",
      cnr: "<p>Besplatna dostava za porudžbine preko <strong>50 €</strong></p>",
    },
  },
  {
    code: "footer_about",
    content: {
      hr: "<p>Zrno je lanac trgovina zdrave hrane iz Zagreba. Biramo cjelovite žitarice, mahunarke, orašaste plodove i prirodnu kozmetiku od provjerenih proizvođača iz regije.</p>",
      en: "<p>Zrno is a healthy-food chain from Zagreb. We choose whole grains, pulses, nuts and natural cosmetics from trusted producers in the region.</p>",
      sl: "<p>Zrno je veriga trgovin z zdravo hrano iz Zagreba. Izbiramo polnozrnata žita, stročnice, oreščke in naravno kozmetiko preverjenih pridelovalcev iz regije.</p>",
      de: "<p>Zrno ist eine Naturkostkette aus Zagreb. Wir wählen Vollkorngetreide, Hülsenfrüchte, Nüsse und Naturkosmetik von vertrauenswürdigen Erzeugern aus der Region.</p>",
      it: "<p>Zrno è una catena di alimentazione naturale di Zagabria. Scegliamo cereali integrali, legumi, frutta secca e cosmesi naturale da produttori affidabili della regione.</p>",
      es: "<p>Zrno es una cadena de alimentación saludable de Zagreb. Elegimos cereales integrales, legumbres, frutos secos y cosmética natural de productores de confianza de la región.</p>",
      sr: "<p>Zrno je lanac prodavnica zdrave hrane iz Zagreba. Biramo integralne žitarice, mahunarke, orašaste plodove i prirodnu kozmetiku od proverenih proizvođača iz regiona.</p>",
      bs: "<p>Zrno je lanac trgovina zdrave hrane iz Zagreba. Biramo integralne žitarice, mahunarke, orašaste plodove i prirodnu kozmetiku od provjerenih proizvođača iz regije.</p>",
      cnr: "<p>Zrno je lanac prodavnica zdrave hrane iz Zagreba. Biramo integralne žitarice, mahunarke, orašaste plodove i prirodnu kozmetiku od provjerenih proizvođača iz regiona.</p>",
    },
  },
  {
    code: "delivery_info",
    content: {
      hr: "<p>Narudžbe zaprimljene radnim danom do 14 sati šaljemo isti dan. Dostava stoji 3,99 €, a iznad 50 € je besplatna. Narudžbu možete besplatno preuzeti i u jednoj od naših trgovina.</p>",
      en: "<p>Orders placed on a working day before 2 pm are shipped the same day. Delivery costs €3.99 and is free over €50. You can also collect your order free of charge in one of our stores.</p>",
      sl: "<p>Naročila, oddana ob delavnikih do 14. ure, odpošljemo še isti dan. Dostava stane 3,99 €, nad 50 € je brezplačna. Naročilo lahko brezplačno prevzamete tudi v eni od naših trgovin.</p>",
      de: "<p>Bestellungen, die werktags bis 14 Uhr eingehen, versenden wir noch am selben Tag. Der Versand kostet 3,99 €, ab 50 € ist er kostenlos. Sie können Ihre Bestellung auch kostenlos in einer unserer Filialen abholen.</p>",
      it: "<p>Gli ordini ricevuti nei giorni feriali entro le 14 partono il giorno stesso. La spedizione costa 3,99 € ed è gratuita oltre i 50 €. Potete anche ritirare gratuitamente l'ordine in uno dei nostri negozi.</p>",
      es: "<p>Los pedidos realizados en días laborables antes de las 14:00 salen el mismo día. El envío cuesta 3,99 € y es gratis a partir de 50 €. También puedes recoger tu pedido gratis en una de nuestras tiendas.</p>",
      sr: "<p>Porudžbine primljene radnim danom do 14 časova šaljemo istog dana. Dostava košta 390 dinara, a preko 6.000 dinara je besplatna. Porudžbinu možete besplatno preuzeti i u nekoj od naših prodavnica.</p>",
      bs: "<p>Narudžbe primljene radnim danom do 14 sati šaljemo istog dana. Dostava košta 7 KM, a iznad 100 KM je besplatna. Narudžbu možete besplatno preuzeti i u nekoj od naših poslovnica.</p>",
      cnr: "<p>Porudžbine primljene radnim danom do 14 časova šaljemo istog dana. Dostava košta 3,99 €, a preko 50 € je besplatna. Porudžbinu možete besplatno preuzeti i u nekoj od naših prodavnica.</p>",
    },
  },
  {
    code: "loyalty_info",
    content: {
      hr: "<p><strong>Zrno Plus</strong> – besplatna kartica vjernosti. Cijene za članove na više od 300 proizvoda, bod za svaki potrošeni euro i rođendanski kupon od 10 %.</p>",
      en: "<p><strong>Zrno Plus</strong> – our free loyalty card. Member prices on more than 300 products, a point for every euro spent and a 10 % birthday coupon.</p>",
      sl: "<p><strong>Zrno Plus</strong> – brezplačna kartica zvestobe. Cene za člane pri več kot 300 izdelkih, točka za vsak porabljeni evro in rojstnodnevni kupon za 10 %.</p>",
      de: "<p><strong>Zrno Plus</strong> – die kostenlose Kundenkarte. Mitgliederpreise auf mehr als 300 Produkte, ein Punkt pro Euro und ein Geburtstagsgutschein über 10 %.</p>",
      it: "<p><strong>Zrno Plus</strong> – la carta fedeltà gratuita. Prezzi soci su più di 300 prodotti, un punto per ogni euro speso e un buono compleanno del 10 %.</p>",
      es: "<p><strong>Zrno Plus</strong>, la tarjeta de fidelidad gratuita. Precios de socio en más de 300 productos, un punto por cada euro gastado y un cupón de cumpleaños del 10 %.</p>",
      sr: "<p><strong>Zrno Plus</strong> – besplatna kartica lojalnosti. Cene za članove na više od 300 proizvoda, poen za svakih 100 dinara potrošnje i rođendanski kupon od 10 %.</p>",
      bs: "<p><strong>Zrno Plus</strong> – besplatna kartica lojalnosti. Cijene za članove na više od 300 proizvoda, bod za svaku potrošenu KM i rođendanski kupon od 10 %.</p>",
      cnr: "<p><strong>Zrno Plus</strong> – besplatna kartica lojalnosti. Cijene za članove na više od 300 proizvoda, poen za svaki potrošeni euro i rođendanski kupon od 10 %.</p>",
    },
  },
  {
    code: "newsletter_signup",
    content: {
      hr: "<p>Prijavite se na newsletter i primajte sezonske recepte, savjete nutricionista i ponude jednom mjesečno. Za prvu kupnju šaljemo kupon od 10 %.</p>",
      en: "<p>Sign up to our newsletter for seasonal recipes, nutrition tips and offers once a month. We will send you a 10 % coupon for your first purchase.</p>",
      sl: "<p>Prijavite se na e-novice in enkrat na mesec prejemajte sezonske recepte, nasvete nutricionistov in ponudbe. Za prvi nakup vam pošljemo kupon za 10 %.</p>",
      de: "<p>Melden Sie sich zum Newsletter an und erhalten Sie einmal im Monat saisonale Rezepte, Ernährungstipps und Angebote. Für Ihren ersten Einkauf schicken wir Ihnen einen 10-%-Gutschein.</p>",
      it: "<p>Iscrivetevi alla newsletter per ricevere una volta al mese ricette di stagione, consigli dei nutrizionisti e offerte. Per il primo acquisto vi inviamo un coupon del 10 %.</p>",
      es: "<p>Suscríbete a la newsletter y recibe una vez al mes recetas de temporada, consejos de nutrición y ofertas. Te enviaremos un cupón del 10 % para tu primera compra.</p>",
      sr: "<p>Prijavite se na njuzleter i jednom mesečno primajte sezonske recepte, savete nutricionista i ponude. Za prvu kupovinu šaljemo kupon od 10 %.</p>",
      bs: "<p>Prijavite se na newsletter i jednom mjesečno primajte sezonske recepte, savjete nutricionista i ponude. Za prvu kupovinu šaljemo kupon od 10 %.</p>",
      cnr: "<p>Prijavite se na njuzleter i jednom mjesečno primajte sezonske recepte, savjete nutricionista i ponude. Za prvu kupovinu šaljemo kupon od 10 %.</p>",
    },
  },
];
