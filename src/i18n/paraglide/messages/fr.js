/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
import * as registry from "../registry.js"


export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Panier, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Panier, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier, vide`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrières`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. Tous les prix sont en dollars canadiens.`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tissus et housses de remplacement`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (site externe)`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiques`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot sur les médias sociaux`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this page in English`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} : tout voir`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au menu principal`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais`)
};