/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_LinesInputs */
/** @typedef {{}} Errors_Cart_Sign_In_ReturnsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_ReturnsInputs */
/** @typedef {{}} Errors_Cart_Line_No_ProductInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Cart_Quantity_RangeInputs */
/** @typedef {{ option: NonNullable<unknown>, options: NonNullable<unknown> }} Errors_Cart_Not_Purchase_OptionInputs */
/** @typedef {{}} Errors_Cart_Term_Whole_MonthsInputs */
/** @typedef {{}} Errors_Cart_Options_UnreadableInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Errors_Cart_Return_Quantity_RangeInputs */
/** @typedef {{}} Errors_Cart_Kind_SubscriptionInputs */
/** @typedef {{}} Errors_Cart_Kind_FinancingInputs */
/** @typedef {{}} Errors_Cart_Kind_RentInputs */
/** @typedef {{}} Errors_Cart_Kind_PurchaseInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, option: NonNullable<unknown> }} Errors_Cart_Not_Offered_AsInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Choose_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown> }} Errors_Cart_Outright_No_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Term_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown> }} Errors_Cart_Pivotcare_Not_OfferedInputs */
/** @typedef {{}} Errors_Cart_Return_Not_FoundInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Cart_Item_RefusalInputs */
/** @typedef {{}} Errors_Checkout_Card_EitherInputs */
/** @typedef {{}} Errors_Checkout_Card_Details_ExpiredInputs */
/** @typedef {{}} Errors_Checkout_Saved_Card_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Idempotency_KeyInputs */
/** @typedef {{}} Errors_Checkout_No_ReturnsInputs */
/** @typedef {{}} Errors_Checkout_Cart_EmptyInputs */
/** @typedef {{}} Errors_Checkout_Choose_AddressInputs */
/** @typedef {{}} Errors_Checkout_Expected_AmountInputs */
/** @typedef {{}} Errors_Checkout_Sign_Full_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Checkout_Signature_MismatchInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Checkout_Max_OrdersInputs */
/** @typedef {{}} Errors_Checkout_Agreement_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Card_DeclinedInputs */
/** @typedef {{}} Errors_Checkout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Checkout_Expired_CardInputs */
/** @typedef {{}} Errors_Checkout_Payment_CancelledInputs */
/** @typedef {{}} Errors_Checkout_Address_Not_FoundInputs */
/** @typedef {{ city: NonNullable<unknown>, cityProvince: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Checkout_Other_ProvinceInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Errors_Checkout_Out_Of_ReachInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Checkout_Prices_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Choose_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Checkout_Sold_OutInputs */
/** @typedef {{}} Errors_Checkout_Balance_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Checkout_Key_ReusedInputs */
/** @typedef {{}} Errors_Account_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Cart_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Errors_Checkout_Cart_ProblemInputs */
/** @typedef {{}} Errors_Cart_No_Longer_SoldInputs */
/** @typedef {{}} Errors_Cart_No_Longer_AvailableInputs */
/** @typedef {{ city: NonNullable<unknown> }} Errors_Cart_Not_At_DepotInputs */
/** @typedef {{}} Errors_Cart_Not_For_SaleInputs */
/** @typedef {{}} Errors_Cart_Out_Of_StockInputs */
/** @typedef {{ available: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Cart_Not_Enough_StockInputs */
/** @typedef {{}} Errors_Delivery_Choose_DayInputs */
/** @typedef {{}} Errors_Pickup_Choose_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Delivery_EarliestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Pickup_EarliestInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Delivery_Days_AheadInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Pickup_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Delivery_No_WeekdayInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Pickup_No_WeekdayInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Delivery_Choose_TimeInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Pickup_Choose_TimeInputs */
/** @typedef {{}} Errors_Window_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Errors_Window_LabelInputs */
/** @typedef {{}} Errors_Window_MorningInputs */
/** @typedef {{}} Errors_Window_AfternoonInputs */
/** @typedef {{}} Errors_Window_EveningInputs */
/** @typedef {{}} Errors_Window_AnytimeInputs */
/** @typedef {{}} Errors_Window_PickupInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_DateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_Postal_CodeInputs */
/** @typedef {{ value: NonNullable<unknown>, codes: NonNullable<unknown> }} Errors_Not_A_ProvinceInputs */


export const errors_internal = /** @type {(inputs: Errors_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté. Veuillez réessayer dans un moment.`)
};

export const errors_cart_max_lines = /** @type {(inputs: Errors_Cart_Max_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un panier contient au plus ${i?.max} lignes.`)
};

export const errors_cart_sign_in_returns = /** @type {(inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour retourner des articles que vous avez chez nous.`)
};

export const errors_cart_max_returns = /** @type {(inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un panier contient au plus ${i?.max} retours.`)
};

export const errors_cart_line_no_product = /** @type {(inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ligne du panier n’a pas de produit. Retirez-la et ajoutez l’article de nouveau.`)
};

export const errors_cart_quantity_range = /** @type {(inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une quantité de ${i?.min} à ${i?.max} (reçu : ${i?.got}).`)
};

export const errors_cart_not_purchase_option = /** @type {(inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.option} » n’est pas un mode de paiement. Utilisez l’un de ceux-ci : ${i?.options}.`)
};

export const errors_cart_term_whole_months = /** @type {(inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée doit être un nombre entier de mois.`)
};

export const errors_cart_options_unreadable = /** @type {(inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les options choisies sont illisibles. Choisissez-les de nouveau.`)
};

export const errors_cart_return_quantity_range = /** @type {(inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une quantité à retourner de ${i?.min} à ${i?.max}.`)
};

export const errors_cart_kind_subscription = /** @type {(inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en abonnement`)
};

export const errors_cart_kind_financing = /** @type {(inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en financement mensuel`)
};

export const errors_cart_kind_rent = /** @type {(inputs: Errors_Cart_Kind_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en location`)
};

export const errors_cart_kind_purchase = /** @type {(inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à l’achat`)
};

export const errors_cart_not_offered_as = /** @type {(inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ${i?.kind} (${i?.option}). Choisissez une autre façon de le payer.`)
};

export const errors_cart_choose_term = /** @type {(inputs: Errors_Cart_Choose_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une durée pour ${i?.name} : ${i?.terms} mois.`)
};

export const errors_cart_outright_no_term = /** @type {(inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} acheté comptant n’a pas de durée. Retirez la durée de ${i?.term} mois.`)
};

export const errors_cart_term_not_offered = /** @type {(inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert sur ${i?.term} mois. Choisissez ${i?.terms} mois.`)
};

export const errors_cart_pivotcare_not_offered = /** @type {(inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare protège les meubles en abonnement et en location ; ${i?.name} ${i?.kind} n’y a pas droit. Désactivez PivotCare pour cet article.`)
};

export const errors_cart_return_not_found = /** @type {(inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cet article parmi ceux que vous pouvez retourner.`)
};

export const errors_cart_item_refusal = /** @type {(inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.refusal}`)
};

export const errors_checkout_card_either = /** @type {(inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez avec une carte enregistrée ou une nouvelle carte, pas les deux.`)
};

export const errors_checkout_card_details_expired = /** @type {(inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les renseignements de la carte ont expiré. Entrez la carte de nouveau.`)
};

export const errors_checkout_saved_card_not_found = /** @type {(inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette carte enregistrée est introuvable. Choisissez une autre carte.`)
};

export const errors_checkout_idempotency_key = /** @type {(inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il manque au paiement sa clé d’idempotence (8 à 100 lettres, chiffres, - ou _). Rechargez la page de paiement.`)
};

export const errors_checkout_no_returns = /** @type {(inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les retours ne peuvent pas encore être réservés au paiement. Retirez-les de votre panier pour passer cette commande, et joignez-nous pour organiser le ramassage.`)
};

export const errors_checkout_cart_empty = /** @type {(inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide. Ajoutez un article avant de passer à la caisse.`)
};

export const errors_checkout_choose_address = /** @type {(inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une adresse de livraison.`)
};

export const errors_checkout_expected_amount = /** @type {(inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant prévu doit être un montant positif en dollars et en cents.`)
};

export const errors_checkout_sign_full_name = /** @type {(inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez votre nom complet pour signer l’entente.`)
};

export const errors_checkout_signature_mismatch = /** @type {(inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signez avec vos prénom et nom tels qu’ils figurent sur la commande : ${i?.name}.`)
};

export const errors_checkout_max_orders = /** @type {(inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez au plus ${i?.max} commandes à la fois.`)
};

export const errors_checkout_agreement_not_found = /** @type {(inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons trouvé aucune entente à signer pour cette commande.`)
};

export const errors_checkout_card_declined = /** @type {(inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée. Essayez une autre carte.`)
};

export const errors_checkout_insufficient_funds = /** @type {(inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fonds de votre carte sont insuffisants.`)
};

export const errors_checkout_expired_card = /** @type {(inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte est expirée. Essayez une autre carte.`)
};

export const errors_checkout_payment_cancelled = /** @type {(inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n’a pas pu être effectué et a été annulé ; aucun montant ne vous a été facturé. Veuillez passer votre commande de nouveau.`)
};

export const errors_checkout_address_not_found = /** @type {(inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette adresse de livraison. Choisissez ou ajoutez une adresse.`)
};

export const errors_checkout_other_province = /** @type {(inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} livre aux adresses situées en ${i?.cityProvince}, et cette adresse est en ${i?.province}. Choisissez la ville la plus proche de l’adresse, ou une autre adresse.`)
};

export const errors_checkout_out_of_reach = /** @type {(inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe de ${i?.city} ne se rend pas au ${i?.postalCode}. Choisissez la ville la plus proche de l’adresse, ou une autre adresse.`)
};

export const errors_checkout_prices_changed = /** @type {(inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix ont changé depuis que vous avez vérifié votre commande : le montant à payer est maintenant de ${i?.amount}. Vérifiez votre commande et passez-la de nouveau.`)
};

export const errors_checkout_choose_card = /** @type {(inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une carte pour payer.`)
};

export const errors_checkout_sold_out = /** @type {(inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés, ${i?.name} vient d’être épuisé à ${i?.city}. Retirez-le de votre panier ou choisissez-en moins.`)
};

export const errors_checkout_balance_changed = /** @type {(inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le solde de votre compte a changé pendant le paiement. Vérifiez votre commande et passez-la de nouveau.`)
};

export const errors_checkout_still_processing = /** @type {(inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est encore en traitement. Consultez vos commandes dans une minute avant de réessayer.`)
};

export const errors_checkout_key_reused = /** @type {(inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce paiement a déjà servi pour une autre commande. Rechargez la page de paiement et passez votre commande de nouveau.`)
};

export const errors_account_not_found = /** @type {(inputs: Errors_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est introuvable. Veuillez vous connecter de nouveau.`)
};

export const errors_checkout_cart_item = /** @type {(inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article de votre panier`)
};

export const errors_checkout_cart_problem = /** @type {(inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.problem}`)
};

export const errors_cart_no_longer_sold = /** @type {(inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu. Veuillez le retirer de votre panier.`)
};

export const errors_cart_no_longer_available = /** @type {(inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus offert. Veuillez le retirer de votre panier.`)
};

export const errors_cart_not_at_depot = /** @type {(inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet article n’est pas offert à ${i?.city}.`)
};

export const errors_cart_not_for_sale = /** @type {(inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne peut pas être acheté pour le moment. Veuillez le retirer de votre panier.`)
};

export const errors_cart_out_of_stock = /** @type {(inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est en rupture de stock.`)
};

export const errors_cart_not_enough_stock = /** @type {(inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seulement ${i?.available} en stock à ${i?.city}. Choisissez-en ${i?.available} ou moins.`)
};

export const errors_delivery_choose_day = /** @type {(inputs: Errors_Delivery_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de livraison.`)
};

export const errors_pickup_choose_day = /** @type {(inputs: Errors_Pickup_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage.`)
};

export const errors_delivery_earliest = /** @type {(inputs: Errors_Delivery_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour de livraison possible pour cette commande est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_pickup_earliest = /** @type {(inputs: Errors_Pickup_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour de ramassage possible est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_sale_pickup_within = /** @type {(inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les commandes de la vente sont ramassées dans un délai de ${i?.days} jours. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_delivery_days_ahead = /** @type {(inputs: Errors_Delivery_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les livraisons peuvent être réservées jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_pickup_days_ahead = /** @type {(inputs: Errors_Pickup_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ramassages peuvent être réservés jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_delivery_no_weekday = /** @type {(inputs: Errors_Delivery_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} ne livre pas le ${i?.weekday}. Choisissez un autre jour.`)
};

export const errors_pickup_no_weekday = /** @type {(inputs: Errors_Pickup_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} ne fait pas de ramassage le ${i?.weekday}. Choisissez un autre jour.`)
};

export const errors_sale_choose_pickup = /** @type {(inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant la vente de liquidation, les commandes sont ramassées à l’entrepôt. Choisissez le ramassage.`)
};

export const errors_delivery_choose_time = /** @type {(inputs: Errors_Delivery_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de livraison : ${i?.windows}.`)
};

export const errors_pickup_choose_time = /** @type {(inputs: Errors_Pickup_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de ramassage : ${i?.windows}.`)
};

export const errors_window_started = /** @type {(inputs: Errors_Window_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette plage horaire est déjà commencée aujourd’hui. Choisissez une plage plus tardive ou un autre jour.`)
};

export const errors_window_label = /** @type {(inputs: Errors_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, de ${i?.from} à ${i?.to}`)
};

export const errors_window_morning = /** @type {(inputs: Errors_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matin`)
};

export const errors_window_afternoon = /** @type {(inputs: Errors_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après-midi`)
};

export const errors_window_evening = /** @type {(inputs: Errors_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soirée`)
};

export const errors_window_anytime = /** @type {(inputs: Errors_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tout temps`)
};

export const errors_window_pickup = /** @type {(inputs: Errors_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const errors_not_a_date = /** @type {(inputs: Errors_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas une date du calendrier. Écrivez-la sous la forme AAAA-MM-JJ, par exemple 2025-04-01.`)
};

export const errors_not_a_postal_code = /** @type {(inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas un code postal canadien. Écrivez-le comme K1A 0B1.`)
};

export const errors_not_a_province = /** @type {(inputs: Errors_Not_A_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas une province ou un territoire du Canada. Utilisez l’un de ces codes : ${i?.codes}.`)
};