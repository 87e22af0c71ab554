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
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
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
/** @typedef {{ date: NonNullable<unknown> }} Errors_Returns_EarliestInputs */
/** @typedef {{}} Errors_Returns_Key_ReusedInputs */
/** @typedef {{}} Errors_Returns_One_AddressInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Returns_Damage_PhotoInputs */
/** @typedef {{}} Errors_Returns_Not_YoursInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Returns_Item_RefusalInputs */
/** @typedef {{}} Errors_Returns_Only_ReturnsInputs */
/** @typedef {{}} Errors_Reload_And_RetryInputs */
/** @typedef {{}} Errors_Returns_Choose_OneInputs */
/** @typedef {{}} Errors_Returns_Max_ItemsInputs */
/** @typedef {{}} Errors_Returns_Listed_TwiceInputs */
/** @typedef {{}} Errors_Returns_Choose_ReasonInputs */
/** @typedef {{}} Errors_Returns_Tell_WhyInputs */
/** @typedef {{}} Errors_Returns_Note_LengthInputs */
/** @typedef {{}} Errors_Returns_Choose_ConditionInputs */
/** @typedef {{}} Errors_Returns_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_OwnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_ReturnableInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Returns_Refusal_PendingInputs */
/** @typedef {{}} Errors_Account_Address_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Max_AddressesInputs */
/** @typedef {{}} Errors_Account_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Card_UnreadableInputs */
/** @typedef {{}} Errors_Account_Card_Canada_OnlyInputs */
/** @typedef {{}} Errors_Account_Processor_UnreachableInputs */
/** @typedef {{}} Errors_Account_Mobile_First_TextsInputs */
/** @typedef {{}} Errors_Account_Mobile_FirstInputs */
/** @typedef {{}} Errors_Account_Code_Just_SentInputs */
/** @typedef {{}} Errors_Account_Codes_HourlyInputs */
/** @typedef {{}} Errors_Account_Text_FailedInputs */
/** @typedef {{}} Errors_Account_Code_Six_DigitsInputs */
/** @typedef {{}} Errors_Account_Code_ExpiredInputs */
/** @typedef {{}} Errors_Offset_From_ZeroInputs */
/** @typedef {{}} Errors_Addresses_Postal_CodeInputs */
/** @typedef {{}} Errors_Addresses_Canada_OnlyInputs */
/** @typedef {{}} Errors_Billing_No_CardInputs */
/** @typedef {{}} Errors_Billing_Payment_In_ProgressInputs */
/** @typedef {{}} Errors_Billing_Processor_SilentInputs */
/** @typedef {{}} Errors_Buyout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Buyout_Choose_OneInputs */
/** @typedef {{}} Errors_Buyout_Key_ReusedInputs */
/** @typedef {{}} Errors_Buyout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Buyout_Price_ChangedInputs */
/** @typedef {{}} Errors_Processor_Check_ReceiptsInputs */
/** @typedef {{}} Errors_Catalog_No_CityInputs */
/** @typedef {{}} Errors_Catalog_One_SortInputs */
/** @typedef {{}} Errors_Deliveries_Not_FoundInputs */
/** @typedef {{}} Errors_Deliveries_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Under_Way_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Same_DayInputs */
/** @typedef {{}} Errors_Deliveries_Same_WindowInputs */
/** @typedef {{}} Errors_Deliveries_Only_PickupsInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_CancelledInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_Too_LateInputs */
/** @typedef {{}} Errors_Partner_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Partner_Already_ConfirmedInputs */
/** @typedef {{}} Errors_Partner_Address_FirstInputs */
/** @typedef {{}} Errors_Partner_Add_CardInputs */
/** @typedef {{}} Errors_Reviews_Product_Not_FoundInputs */
/** @typedef {{}} Errors_Reviews_Plain_TextInputs */
/** @typedef {{}} Errors_Reviews_RatingInputs */
/** @typedef {{}} Errors_Offset_Not_NegativeInputs */
/** @typedef {{}} Errors_Reviews_Never_DeliveredInputs */
/** @typedef {{}} Errors_Reviews_After_DeliveryInputs */
/** @typedef {{}} Errors_Reviews_ExcludedInputs */
/** @typedef {{}} Errors_Reviews_Item_Not_FoundInputs */
/** @typedef {{}} Errors_Share_Cart_EmptyInputs */
/** @typedef {{}} Errors_Share_Line_No_ProductInputs */
/** @typedef {{}} Errors_Moves_Choose_OneInputs */
/** @typedef {{}} Errors_Moves_One_AddressInputs */
/** @typedef {{}} Errors_Moves_Choose_AddressInputs */
/** @typedef {{}} Errors_Moves_Same_AddressInputs */
/** @typedef {{}} Errors_Moves_Sign_InInputs */
/** @typedef {{}} Errors_Moves_Key_ReusedInputs */
/** @typedef {{}} Errors_Swaps_Choose_ReplacementInputs */
/** @typedef {{}} Errors_Swaps_Not_At_DepotInputs */
/** @typedef {{}} Errors_Swaps_Not_NowInputs */
/** @typedef {{}} Errors_Swaps_Key_ReusedInputs */
/** @typedef {{}} Errors_Visits_Not_FoundInputs */
/** @typedef {{}} Errors_Visits_Card_DeclinedInputs */
/** @typedef {{}} Errors_Visits_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Visits_Expired_CardInputs */
/** @typedef {{}} Errors_Visits_No_CardInputs */
/** @typedef {{}} Errors_Visits_Processor_SilentInputs */
/** @typedef {{}} Errors_Visits_Payment_FailedInputs */
/** @typedef {{}} Errors_Tips_Card_DeclinedInputs */
/** @typedef {{}} Errors_Tips_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Tips_Expired_CardInputs */
/** @typedef {{}} Errors_Tips_AmountInputs */
/** @typedef {{}} Errors_Tips_DecimalsInputs */
/** @typedef {{}} Errors_Tips_PositiveInputs */
/** @typedef {{}} Errors_Tips_Delivery_Not_FoundInputs */
/** @typedef {{}} Errors_Tips_CancelledInputs */
/** @typedef {{}} Errors_Tips_After_DeliveryInputs */
/** @typedef {{}} Errors_Tips_ProcessingInputs */
/** @typedef {{}} Errors_Tips_No_CardInputs */
/** @typedef {{}} Errors_Tips_Charge_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, texts: NonNullable<unknown> }} Errors_Check_FieldsInputs */
/** @typedef {{ day: NonNullable<unknown> }} Errors_Visit_Choose_DayInputs */
/** @typedef {{ day: NonNullable<unknown>, forWhat: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_EarliestInputs */
/** @typedef {{ plural: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, verb: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Visit_No_WeekdayInputs */
/** @typedef {{ time: NonNullable<unknown>, windows: NonNullable<unknown> }} Errors_Visit_Choose_TimeInputs */
/** @typedef {{}} Errors_Words_Delivery_DayInputs */
/** @typedef {{}} Errors_Words_Delivery_TimeInputs */
/** @typedef {{}} Errors_Words_DeliveriesInputs */
/** @typedef {{}} Errors_Words_DeliverInputs */
/** @typedef {{}} Errors_Words_For_This_OrderInputs */
/** @typedef {{}} Errors_Words_Pickup_DayInputs */
/** @typedef {{}} Errors_Words_Pickup_TimeInputs */
/** @typedef {{}} Errors_Words_PickupsInputs */
/** @typedef {{}} Errors_Words_Pick_UpInputs */
/** @typedef {{}} Errors_Words_Swap_DayInputs */
/** @typedef {{}} Errors_Words_Swap_TimeInputs */
/** @typedef {{}} Errors_Words_SwapsInputs */
/** @typedef {{}} Errors_Words_Move_DayInputs */
/** @typedef {{}} Errors_Words_Move_TimeInputs */
/** @typedef {{}} Errors_Words_MovesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Buyout_Max_ItemsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Reviews_Page_SizeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Moves_Max_ItemsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_SmallestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_LargestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_Already_TippedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_City_Not_ServedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_No_CategoryInputs */
/** @typedef {{ slug: NonNullable<unknown> }} Errors_Catalog_No_ProductInputs */
/** @typedef {{}} Errors_Words_This_SwapInputs */
/** @typedef {{}} Errors_Words_This_MoveInputs */
/** @typedef {{}} Errors_Words_This_OrderInputs */
/** @typedef {{}} Errors_Words_A_Swap_StartInputs */
/** @typedef {{}} Errors_Words_A_Move_StartInputs */
/** @typedef {{}} Errors_Words_An_Order_StartInputs */
/** @typedef {{}} Errors_Words_This_Swap_StartInputs */
/** @typedef {{}} Errors_Words_This_Move_StartInputs */
/** @typedef {{}} Errors_Words_PickupInputs */
/** @typedef {{}} Errors_Words_DeliveryInputs */
/** @typedef {{}} Errors_Words_ReceiptsInputs */
/** @typedef {{}} Errors_Words_BillsInputs */
/** @typedef {{}} Errors_Deliveries_Swap_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Move_Cancelled_No_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Deliveries_Other_Visit_StartedInputs */
/** @typedef {{ booking: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_NoticeInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Move_Days_AheadInputs */
/** @typedef {{ booking: NonNullable<unknown>, window: NonNullable<unknown> }} Errors_Deliveries_Other_Depot_No_WindowInputs */
/** @typedef {{ window: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Window_FullInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_SwapInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Already_CancelledInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_DoneInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Too_LateInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Reviews_Too_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Reviews_Too_LongInputs */
/** @typedef {{}} Errors_Receipts_Not_FoundInputs */
/** @typedef {{ max: NonNullable<unknown>, what: NonNullable<unknown> }} Errors_Receipts_Page_SizeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Errors_Account_Too_Many_CodesInputs */
/** @typedef {{}} Errors_Account_Code_Wrong_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Account_Code_Wrong_ManyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_HeldInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Final_SaleInputs */
/** @typedef {{}} Errors_Buyout_Refusal_RepairedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_MonthlyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Already_OwnedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Buyout_Refusal_No_Retail_ValueInputs */
/** @typedef {{}} Errors_Buyout_Refusal_PendingInputs */
/** @typedef {{}} Errors_Buyout_Unpaid_BillInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Tips_Note_Too_LongInputs */
/** @typedef {{}} Errors_Visit_Choose_Swap_DayInputs */
/** @typedef {{}} Errors_Visit_Choose_Move_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Day_PassedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_SwapInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Moves_NoticeInputs */
/** @typedef {{}} Errors_Visit_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_SwappableInputs */
/** @typedef {{}} Errors_Visit_Refusal_BuyoutInputs */
/** @typedef {{}} Errors_Visit_Refusal_BookedInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Addresses_Not_ReachedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Addresses_Too_ManyInputs */
/** @typedef {{ store: NonNullable<unknown>, depot: NonNullable<unknown>, postalCode: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Partner_Depot_Not_ReachedInputs */
/** @typedef {{ province: NonNullable<unknown>, start: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Tax_Rates_BeforeInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Errors_Time_Zone_UnknownInputs */
/** @typedef {{}} Errors_Date_InvalidInputs */
/** @typedef {{}} Errors_Money_Two_DecimalsInputs */
/** @typedef {{}} Errors_Photos_ClosedInputs */
/** @typedef {{}} Errors_Photos_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_Return_Not_FoundInputs */
/** @typedef {{}} Errors_Photos_Item_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_ChooseInputs */
/** @typedef {{}} Errors_Photos_Too_BigInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Photos_Max_Per_ItemInputs */
/** @typedef {{}} Errors_Photos_ReloadInputs */
/** @typedef {{}} Errors_Photos_Item_Not_YoursInputs */
/** @typedef {{}} Errors_Photos_Too_Many_PixelsInputs */
/** @typedef {{}} Errors_Photos_Not_A_PhotoInputs */
/** @typedef {{}} Errors_Photos_UnreadableInputs */
/** @typedef {{ visit: NonNullable<unknown>, date: NonNullable<unknown>, more: NonNullable<unknown> }} Errors_Addresses_Visit_BookedInputs */
/** @typedef {{}} Errors_Addresses_One_More_VisitInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_More_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Return_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_DeliveringInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_Picking_UpInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_DeliveryInputs */
/** @typedef {{}} Errors_Addresses_One_Product_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_Products_HereInputs */
/** @typedef {{}} Errors_Address_Street_TheInputs */
/** @typedef {{}} Errors_Address_Street_YourInputs */
/** @typedef {{}} Errors_Address_Street_LongInputs */
/** @typedef {{}} Errors_Address_Unit_LongInputs */
/** @typedef {{}} Errors_Address_City_TheInputs */
/** @typedef {{}} Errors_Address_City_YourInputs */
/** @typedef {{}} Errors_Address_City_LongInputs */
/** @typedef {{}} Errors_Address_Province_TheInputs */
/** @typedef {{}} Errors_Address_Province_YourInputs */
/** @typedef {{}} Errors_Address_Postal_TheInputs */
/** @typedef {{}} Errors_Address_Postal_YourInputs */
/** @typedef {{}} Errors_Address_Postal_InvalidInputs */
/** @typedef {{ postalCode: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Address_Postal_ProvinceInputs */
/** @typedef {{}} Errors_Address_First_NameInputs */
/** @typedef {{}} Errors_Address_First_Name_LongInputs */
/** @typedef {{}} Errors_Address_Last_NameInputs */
/** @typedef {{}} Errors_Address_Last_Name_LongInputs */
/** @typedef {{}} Errors_Address_PhoneInputs */
/** @typedef {{}} Errors_Address_BuildingInputs */
/** @typedef {{}} Errors_Address_FloorInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Receiving_Hours_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Buzzer_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Instructions_LongInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Moves_Not_ReachedInputs */
/** @typedef {{}} Errors_Profile_First_NameInputs */
/** @typedef {{}} Errors_Profile_Last_NameInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_First_Name_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_Last_Name_LongInputs */
/** @typedef {{}} Errors_Phone_Digits_OnlyInputs */
/** @typedef {{}} Errors_Phone_CanadianInputs */
/** @typedef {{}} Errors_Phone_Ten_DigitsInputs */
/** @typedef {{}} Errors_Phone_Not_ValidInputs */
/** @typedef {{ areaCode: NonNullable<unknown> }} Errors_Phone_Area_CodeInputs */
/** @typedef {{}} Errors_Swatches_Full_NameInputs */
/** @typedef {{}} Errors_Swatches_Full_Name_LongInputs */
/** @typedef {{}} Errors_Swatches_EmailInputs */
/** @typedef {{}} Errors_Swatches_Email_InvalidInputs */
/** @typedef {{}} Errors_Swatches_PhoneInputs */
/** @typedef {{}} Errors_Swatches_Phone_InvalidInputs */
/** @typedef {{}} Errors_Swatches_Canada_OnlyInputs */
/** @typedef {{}} Errors_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Swatches_ManyInputs */
/** @typedef {{}} Errors_Swatches_UnknownInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_InvalidInputs */
/** @typedef {{}} Errors_Swatches_No_Longer_OfferedInputs */
/** @typedef {{}} Errors_Swatches_Sign_In_For_AddressInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_Not_FoundInputs */
/** @typedef {{ field: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Catalog_IdInputs */
/** @typedef {{ max: NonNullable<unknown>, field: NonNullable<unknown> }} Errors_Catalog_Too_Many_ValuesInputs */
/** @typedef {{ field: NonNullable<unknown> }} Errors_Catalog_Value_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Limit_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Offset_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Search_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Suggestions_MaxInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Share_QuantityInputs */
/** @typedef {{ option: NonNullable<unknown> }} Errors_Share_Not_Purchase_OptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_No_Longer_SoldInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Share_Product_FallbackInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_Not_OfferedInputs */
/** @typedef {{}} Errors_Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Errors_Auth_Session_EndedInputs */
/** @typedef {{}} Errors_Auth_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Sign_InInputs */
/** @typedef {{}} Errors_Auth_InternalInputs */
/** @typedef {{}} Errors_Auth_Request_Too_LargeInputs */
/** @typedef {{}} Errors_Auth_Send_JsonInputs */
/** @typedef {{}} Errors_Auth_Invalid_JsonInputs */
/** @typedef {{ shape: NonNullable<unknown> }} Errors_Auth_Send_ObjectInputs */
/** @typedef {{}} Errors_Auth_Type_CourierInputs */
/** @typedef {{}} Errors_Auth_Which_ActionInputs */
/** @typedef {{}} Errors_Auth_Action_DataInputs */
/** @typedef {{}} Errors_Auth_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_InvalidInputs */
/** @typedef {{}} Errors_Auth_PasswordInputs */
/** @typedef {{}} Errors_Auth_Password_Is_EmailInputs */
/** @typedef {{}} Errors_Auth_Password_CommonInputs */
/** @typedef {{}} Errors_Auth_Provider_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Social_StateInputs */
/** @typedef {{}} Errors_Auth_Social_Too_LongInputs */
/** @typedef {{}} Errors_Auth_Social_CancelledInputs */
/** @typedef {{}} Errors_Auth_Social_FailedInputs */
/** @typedef {{}} Errors_Auth_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Name_LongInputs */
/** @typedef {{}} Errors_Auth_Name_ControlInputs */
/** @typedef {{}} Errors_Auth_Your_PasswordInputs */
/** @typedef {{}} Errors_Auth_Identity_In_UseInputs */
/** @typedef {{}} Errors_Auth_Email_TakenInputs */
/** @typedef {{}} Errors_Auth_Link_Account_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Reset_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Refresh_To_Sign_OutInputs */
/** @typedef {{}} Errors_Auth_Temp_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_ReauthenticateInputs */
/** @typedef {{}} Errors_Auth_Same_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_In_UseInputs */
/** @typedef {{}} Errors_Auth_Already_VerifiedInputs */
/** @typedef {{}} Errors_Auth_Confirmation_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Email_Taken_MeanwhileInputs */
/** @typedef {{}} Errors_Auth_Social_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Social_Wrong_AccountInputs */
/** @typedef {{}} Errors_Auth_Email_RequiredInputs */
/** @typedef {{}} Errors_Auth_Link_RequiredInputs */
/** @typedef {{}} Errors_Auth_Email_In_Use_SocialInputs */
/** @typedef {{ action: NonNullable<unknown> }} Errors_Auth_Unknown_ActionInputs */
/** @typedef {{ connection: NonNullable<unknown> }} Errors_Auth_Unknown_ConnectionInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Auth_Password_ShortInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Auth_Password_LongInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Errors_Auth_Too_Many_AttemptsInputs */
/** @typedef {{}} Errors_Auth_Wait_SecondInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_SecondsInputs */
/** @typedef {{}} Errors_Auth_Wait_MinuteInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_MinutesInputs */
/** @typedef {{}} Errors_Auth_Wait_HourInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_HoursInputs */
/** @typedef {{}} Mail_SignoffInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Mail_Label_ValueInputs */
/** @typedef {{}} Mail_Paste_AddressInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_If_YouInputs */
/** @typedef {{}} Mail_Reset_If_Not_YouInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Mail_Verify_WelcomeInputs */
/** @typedef {{}} Mail_Verify_Change_SubjectInputs */
/** @typedef {{}} Mail_Verify_Change_AskedInputs */
/** @typedef {{}} Mail_Verify_Change_WithinInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */
/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */
/** @typedef {{}} Mail_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Password_Changed_ResetInputs */
/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NamedInputs */
/** @typedef {{}} Mail_GreetingInputs */
/** @typedef {{ body: NonNullable<unknown> }} Mail_SmsInputs */
/** @typedef {{}} Mail_ItemsInputs */
/** @typedef {{}} Mail_Items_LineInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_QuestionsInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Questions_LineInputs */
/** @typedef {{}} Mail_Your_AccountInputs */
/** @typedef {{ card: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_EndingInputs */
/** @typedef {{}} Mail_Card_GenericInputs */
/** @typedef {{}} Mail_Card_On_FileInputs */
/** @typedef {{ card: NonNullable<unknown> }} Mail_Charged_ToInputs */
/** @typedef {{}} Mail_Window_MorningInputs */
/** @typedef {{}} Mail_Window_AfternoonInputs */
/** @typedef {{}} Mail_Window_EveningInputs */
/** @typedef {{}} Mail_Window_AnytimeInputs */
/** @typedef {{}} Mail_Window_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Window_RangeInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Mail_Visit_WhenInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Day_With_WeekdayInputs */
/** @typedef {{}} Mail_Warehouse_NameInputs */
/** @typedef {{ place: NonNullable<unknown>, address: NonNullable<unknown>, day: NonNullable<unknown>, open: NonNullable<unknown>, close: NonNullable<unknown> }} Mail_Pickup_SentenceInputs */
/** @typedef {{}} Mail_Pickup_BringInputs */
/** @typedef {{}} Mail_Noun_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_PickupInputs */
/** @typedef {{}} Mail_Noun_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Warehouse_PickupInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Swap_VisitInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_TheInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_PickupInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_SwapInputs */
/** @typedef {{}} Mail_Noun_Swap_TheInputs */
/** @typedef {{}} Mail_Noun_MoveInputs */
/** @typedef {{}} Mail_Noun_Move_TheInputs */
/** @typedef {{}} Mail_Row_ItemsInputs */
/** @typedef {{}} Mail_Row_Return_FeeInputs */
/** @typedef {{}} Mail_Row_SwapInputs */
/** @typedef {{}} Mail_Row_MoveInputs */
/** @typedef {{}} Mail_Row_BuyoutInputs */
/** @typedef {{}} Mail_Row_SwatchesInputs */
/** @typedef {{}} Mail_Row_SubtotalInputs */
/** @typedef {{}} Mail_Row_Visit_FeeInputs */
/** @typedef {{}} Mail_Row_Move_FeeInputs */
/** @typedef {{}} Mail_Row_DeliveryInputs */
/** @typedef {{}} Mail_Row_AssemblyInputs */
/** @typedef {{}} Mail_Row_DiscountInputs */
/** @typedef {{}} Mail_Row_TotalInputs */
/** @typedef {{}} Mail_Row_Credit_UsedInputs */
/** @typedef {{}} Mail_Row_RefundedInputs */
/** @typedef {{}} Mail_Row_TipInputs */
/** @typedef {{}} Mail_Row_PaidInputs */
/** @typedef {{}} Mail_Row_Due_NowInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Mail_Row_Bill_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown>, care: NonNullable<unknown> }} Mail_Row_Bill_Line_CareInputs */
/** @typedef {{}} Mail_Fact_AddressInputs */
/** @typedef {{}} Mail_Fact_Moving_ToInputs */
/** @typedef {{}} Mail_Fact_Order_NumberInputs */
/** @typedef {{}} Mail_Fact_Return_NumberInputs */
/** @typedef {{}} Mail_Fact_Pick_Up_AtInputs */
/** @typedef {{}} Mail_Fact_WhenInputs */
/** @typedef {{}} Mail_Fact_Picked_UpInputs */
/** @typedef {{}} Mail_Fact_DeliveredInputs */
/** @typedef {{}} Mail_Fact_Bill_DateInputs */
/** @typedef {{}} Mail_Link_ReceiptInputs */
/** @typedef {{}} Mail_Link_VisitsInputs */
/** @typedef {{}} Mail_Link_See_VisitInputs */
/** @typedef {{}} Mail_Link_Follow_CrewInputs */
/** @typedef {{}} Mail_Link_ReviewInputs */
/** @typedef {{}} Mail_Link_TipInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Link_PayInputs */
/** @typedef {{}} Mail_Link_ReceiptsInputs */
/** @typedef {{}} Mail_Email_Day_BeforeInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Return_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Return_Preview_DayInputs */
/** @typedef {{}} Mail_Return_PreviewInputs */
/** @typedef {{}} Mail_Return_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Return_BookedInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Mail_Return_Fee_LaterInputs */
/** @typedef {{}} Mail_Return_FreeInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_Sms_DayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Swap_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Swap_PreviewInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Swap_Preview_No_DayInputs */
/** @typedef {{}} Mail_Swap_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Swap_BookedInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Swap_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Charged_PreviewInputs */
/** @typedef {{}} Mail_Move_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_BookedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_Booked_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Move_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Buyout_PreviewInputs */
/** @typedef {{}} Mail_Buyout_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_PaidInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Buyout_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Order_Subject_PartnerInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_PickupInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_PreviewInputs */
/** @typedef {{}} Mail_Order_HeadingInputs */
/** @typedef {{ partner: NonNullable<unknown> }} Mail_Order_Heading_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_PlacedInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_Placed_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, address: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_DeliveryInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_HeadingInputs */
/** @typedef {{}} Mail_Reminder_WarehouseInputs */
/** @typedef {{}} Mail_Reminder_PickupInputs */
/** @typedef {{}} Mail_Reminder_DeliveryInputs */
/** @typedef {{}} Mail_Reminder_FollowInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Reminder_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Picked_Up_SubjectInputs */
/** @typedef {{}} Mail_Picked_Up_PreviewInputs */
/** @typedef {{}} Mail_Picked_Up_HeadingInputs */
/** @typedef {{}} Mail_Picked_Up_ThanksInputs */
/** @typedef {{ number: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Picked_Up_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Delivered_SubjectInputs */
/** @typedef {{}} Mail_Delivered_PreviewInputs */
/** @typedef {{}} Mail_Delivered_HeadingInputs */
/** @typedef {{}} Mail_Delivered_DoneInputs */
/** @typedef {{}} Mail_Delivered_TipInputs */
/** @typedef {{ number: NonNullable<unknown>, tip: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Delivered_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_Preview_RefundInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Cancelled_PreviewInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Cancelled_HeadingInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_As_AskedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundedInputs */
/** @typedef {{}} Mail_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Cancelled_Items_StayInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_Sms_RefundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Tip_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Tip_PreviewInputs */
/** @typedef {{}} Mail_Tip_HeadingInputs */
/** @typedef {{}} Mail_Tip_All_CrewInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tip_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Declined_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Declined_PreviewInputs */
/** @typedef {{}} Mail_Declined_HeadingInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Declined_CardInputs */
/** @typedef {{}} Mail_Declined_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Bill_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_PreviewInputs */
/** @typedef {{}} Mail_Bill_HeadingInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_ThanksInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Bill_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_SubjectInputs */
/** @typedef {{}} Mail_Overdue_PreviewInputs */
/** @typedef {{}} Mail_Overdue_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Overdue_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Fee_Declined_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Fee_Declined_PreviewInputs */
/** @typedef {{}} Mail_Fee_Declined_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Fee_Declined_PickedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Fee_SubjectInputs */
/** @typedef {{}} Mail_Fee_PreviewInputs */
/** @typedef {{}} Mail_Fee_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, card: NonNullable<unknown> }} Mail_Fee_ChargedInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_SmsInputs */
/** @typedef {{}} Mail_Postal_AddressInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_DeliveryInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_PickupInputs */
/** @typedef {{}} Mail_Feed_Nearby_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_DeliveryInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Nearby_TextInputs */
/** @typedef {{ code: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Sms_CodeInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown>, monthly: NonNullable<unknown> }} Agreements_Fee_With_CareInputs */
/** @typedef {{ payments: NonNullable<unknown>, each: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown> }} Agreements_RentInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown>, owned: NonNullable<unknown> }} Agreements_SubscriptionInputs */
/** @typedef {{ term: NonNullable<unknown> }} Agreements_Term_MinimumInputs */
/** @typedef {{}} Agreements_Term_MonthlyInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Agreements_OwnedInputs */
/** @typedef {{}} Agreements_No_TaxInputs */
/** @typedef {{}} Agreements_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Pivotcare_TermsInputs */
/** @typedef {{}} Agreements_Without_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Without_PivotcareInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_PurchasesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_First_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_DeliveryInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_AssemblyInputs */
/** @typedef {{ taxes: NonNullable<unknown> }} Agreements_Today_TaxesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_CreditInputs */
/** @typedef {{}} Agreements_Today_TitleInputs */
/** @typedef {{ items: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Today_TextInputs */
/** @typedef {{}} Agreements_Monthly_TitleInputs */
/** @typedef {{ subtotal: NonNullable<unknown>, taxes: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Monthly_TextInputs */
/** @typedef {{ version: NonNullable<unknown> }} Agreements_Returns_TitleInputs */
/** @typedef {{ term: NonNullable<unknown>, fee: NonNullable<unknown> }} Agreements_Returns_TextInputs */
/** @typedef {{ title: NonNullable<unknown>, text: NonNullable<unknown> }} Agreements_ClauseInputs */


export const errors_internal = /** @type {(inputs: Errors_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const errors_cart_max_lines = /** @type {(inputs: Errors_Cart_Max_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cart holds at most ${i?.max} lines.`)
};

export const errors_cart_sign_in_returns = /** @type {(inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to return items you have with us.`)
};

export const errors_cart_max_returns = /** @type {(inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cart holds at most ${i?.max} returns.`)
};

export const errors_cart_line_no_product = /** @type {(inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cart line has no product. Remove it and add the item again.`)
};

export const errors_cart_quantity_range = /** @type {(inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a quantity from ${i?.min} to ${i?.max} (got ${i?.got}).`)
};

export const errors_cart_not_purchase_option = /** @type {(inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.option}" is not a purchase option. Use one of ${i?.options}.`)
};

export const errors_cart_term_whole_months = /** @type {(inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The term length must be a whole number of months.`)
};

export const errors_cart_options_unreadable = /** @type {(inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen options are not readable. Choose them again.`)
};

export const errors_cart_return_quantity_range = /** @type {(inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a return quantity from ${i?.min} to ${i?.max}.`)
};

export const errors_cart_kind_subscription = /** @type {(inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a subscription`)
};

export const errors_cart_kind_financing = /** @type {(inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly financing`)
};

export const errors_cart_kind_rent = /** @type {(inputs: Errors_Cart_Kind_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a rental`)
};

export const errors_cart_kind_purchase = /** @type {(inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a purchase`)
};

export const errors_cart_not_offered_as = /** @type {(inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not offered as ${i?.kind} (${i?.option}). Choose another way to pay for it.`)
};

export const errors_cart_choose_term = /** @type {(inputs: Errors_Cart_Choose_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a term for ${i?.name}: ${i?.terms} months.`)
};

export const errors_cart_outright_no_term = /** @type {(inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bought outright has no term. Remove the ${i?.term}-month term.`)
};

export const errors_cart_term_not_offered = /** @type {(inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not offered over ${i?.term} months. Choose ${i?.terms} months.`)
};

export const errors_cart_pivotcare_not_offered = /** @type {(inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare covers subscribed and rented furniture; ${i?.name} as ${i?.kind} cannot have it. Turn PivotCare off for it.`)
};

export const errors_cart_return_not_found = /** @type {(inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this item among yours to return.`)
};

export const errors_cart_item_refusal = /** @type {(inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.refusal}`)
};

export const errors_checkout_card_either = /** @type {(inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with either a saved card or a new card, not both.`)
};

export const errors_checkout_card_details_expired = /** @type {(inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card details have expired. Enter the card again.`)
};

export const errors_checkout_saved_card_not_found = /** @type {(inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That saved card was not found. Choose another card.`)
};

export const errors_checkout_idempotency_key = /** @type {(inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page.`)
};

export const errors_checkout_no_returns = /** @type {(inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup.`)
};

export const errors_checkout_cart_empty = /** @type {(inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty. Add something before checking out.`)
};

export const errors_checkout_choose_address = /** @type {(inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a delivery address.`)
};

export const errors_checkout_expected_amount = /** @type {(inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The expected amount must be a positive amount in dollars and cents.`)
};

export const errors_checkout_sign_full_name = /** @type {(inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your full name to sign the agreement.`)
};

export const errors_checkout_signature_mismatch = /** @type {(inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign with your first and last name as they are on the order: ${i?.name}.`)
};

export const errors_checkout_max_orders = /** @type {(inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for at most ${i?.max} orders at once.`)
};

export const errors_checkout_agreement_not_found = /** @type {(inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find an agreement to sign for that order.`)
};

export const errors_checkout_card_declined = /** @type {(inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined. Try another card.`)
};

export const errors_checkout_insufficient_funds = /** @type {(inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds.`)
};

export const errors_checkout_expired_card = /** @type {(inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has expired. Try another card.`)
};

export const errors_checkout_payment_cancelled = /** @type {(inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment could not be completed and was cancelled; you have not been charged. Please place your order again.`)
};

export const errors_checkout_address_not_found = /** @type {(inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that delivery address. Choose or add an address.`)
};

export const errors_checkout_other_province = /** @type {(inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} delivers to addresses in ${i?.cityProvince}, and this address is in ${i?.province}. Choose the city nearest the address, or another address.`)
};

export const errors_checkout_out_of_reach = /** @type {(inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our ${i?.city} crew does not reach ${i?.postalCode}. Choose the city nearest the address, or another address.`)
};

export const errors_checkout_prices_changed = /** @type {(inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices changed since you reviewed your order: the amount to pay is now ${i?.amount}. Review your order and place it again.`)
};

export const errors_checkout_choose_card = /** @type {(inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a card to pay with.`)
};

export const errors_checkout_sold_out = /** @type {(inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorry, ${i?.name} just sold out in ${i?.city}. Remove it from your cart or choose fewer.`)
};

export const errors_checkout_balance_changed = /** @type {(inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account balance changed while you were checking out. Review your order and place it again.`)
};

export const errors_checkout_still_processing = /** @type {(inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is still being processed. Check your orders in a minute before trying again.`)
};

export const errors_checkout_key_reused = /** @type {(inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This checkout was already used for a different order. Reload the checkout page and place your order again.`)
};

export const errors_account_not_found = /** @type {(inputs: Errors_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was not found. Please sign in again.`)
};

export const errors_checkout_cart_item = /** @type {(inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item in your cart`)
};

export const errors_checkout_cart_problem = /** @type {(inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.problem}`)
};

export const errors_cart_no_longer_sold = /** @type {(inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is no longer sold. Please remove it from your cart.`)
};

export const errors_cart_no_longer_available = /** @type {(inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is no longer available. Please remove it from your cart.`)
};

export const errors_cart_not_at_depot = /** @type {(inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This item is not available in ${i?.city}.`)
};

export const errors_cart_not_for_sale = /** @type {(inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item cannot be bought right now. Please remove it from your cart.`)
};

export const errors_cart_out_of_stock = /** @type {(inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is out of stock.`)
};

export const errors_cart_not_enough_stock = /** @type {(inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.available} available in ${i?.city}. Choose ${i?.available} or fewer.`)
};

export const errors_sale_pickup_within = /** @type {(inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sale orders are picked up within ${i?.days} days. Choose a day by ${i?.date}.`)
};

export const errors_sale_choose_pickup = /** @type {(inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders are picked up at the warehouse during the liquidation sale. Choose pickup.`)
};

export const errors_window_started = /** @type {(inputs: Errors_Window_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time window has already started today. Choose a later window or another day.`)
};

export const errors_window_label = /** @type {(inputs: Errors_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.from} to ${i?.to}`)
};

export const errors_window_morning = /** @type {(inputs: Errors_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning`)
};

export const errors_window_afternoon = /** @type {(inputs: Errors_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon`)
};

export const errors_window_evening = /** @type {(inputs: Errors_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening`)
};

export const errors_window_anytime = /** @type {(inputs: Errors_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

export const errors_window_pickup = /** @type {(inputs: Errors_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const errors_not_a_date = /** @type {(inputs: Errors_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01.`)
};

export const errors_not_a_postal_code = /** @type {(inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a Canadian postal code. Write it like K1A 0B1.`)
};

export const errors_not_a_province = /** @type {(inputs: Errors_Not_A_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a Canadian province or territory. Use one of ${i?.codes}.`)
};

export const errors_returns_earliest = /** @type {(inputs: Errors_Returns_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickups need two days’ notice. The earliest pickup day is ${i?.date}; choose that day or a later one.`)
};

export const errors_returns_key_reused = /** @type {(inputs: Errors_Returns_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This return was already booked with other choices. Reload the page and try again.`)
};

export const errors_returns_one_address = /** @type {(inputs: Errors_Returns_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One pickup collects from one address. Return the items at each address separately.`)
};

export const errors_returns_damage_photo = /** @type {(inputs: Errors_Returns_Damage_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: add at least one photo of the damage before booking the pickup.`)
};

export const errors_returns_not_yours = /** @type {(inputs: Errors_Returns_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is not one of yours.`)
};

export const errors_returns_item_refusal = /** @type {(inputs: Errors_Returns_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.refusal}`)
};

export const errors_returns_only_returns = /** @type {(inputs: Errors_Returns_Only_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only returns are booked here.`)
};

export const errors_reload_and_retry = /** @type {(inputs: Errors_Reload_And_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page and try again.`)
};

export const errors_returns_choose_one = /** @type {(inputs: Errors_Returns_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to return.`)
};

export const errors_returns_max_items = /** @type {(inputs: Errors_Returns_Max_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return up to 20 items at a time.`)
};

export const errors_returns_listed_twice = /** @type {(inputs: Errors_Returns_Listed_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is listed twice.`)
};

export const errors_returns_choose_reason = /** @type {(inputs: Errors_Returns_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose why you are returning this item.`)
};

export const errors_returns_tell_why = /** @type {(inputs: Errors_Returns_Tell_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us in a few words why you return it.`)
};

export const errors_returns_note_length = /** @type {(inputs: Errors_Returns_Note_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the note under 400 characters.`)
};

export const errors_returns_choose_condition = /** @type {(inputs: Errors_Returns_Choose_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the condition the item is in.`)
};

export const errors_returns_refusal_returned = /** @type {(inputs: Errors_Returns_Refusal_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is already returned or has a pickup booked.`)
};

export const errors_returns_refusal_owned = /** @type {(inputs: Errors_Returns_Refusal_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is yours (paid off or bought out); there is nothing to return.`)
};

export const errors_returns_refusal_not_returnable = /** @type {(inputs: Errors_Returns_Refusal_Not_ReturnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financed and bought items are yours; they cannot be returned.`)
};

export const errors_returns_refusal_not_delivered = /** @type {(inputs: Errors_Returns_Refusal_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item has not been delivered yet; it can be returned once it is.`)
};

export const errors_returns_refusal_pending = /** @type {(inputs: Errors_Returns_Refusal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item already has a pickup booked.`)
};

export const errors_account_address_not_found = /** @type {(inputs: Errors_Account_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that address in your account.`)
};

export const errors_account_max_addresses = /** @type {(inputs: Errors_Account_Max_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for at most 50 addresses at once.`)
};

export const errors_account_order_not_found = /** @type {(inputs: Errors_Account_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that order in your account.`)
};

export const errors_account_card_unreadable = /** @type {(inputs: Errors_Account_Card_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the card again: we could not read it.`)
};

export const errors_account_card_canada_only = /** @type {(inputs: Errors_Account_Card_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We take cards billed at a Canadian address only.`)
};

export const errors_account_processor_unreachable = /** @type {(inputs: Errors_Account_Processor_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the payment processor. Nothing changed; try again in a moment.`)
};

export const errors_account_mobile_first_texts = /** @type {(inputs: Errors_Account_Mobile_First_TextsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number first: delivery texts go to it.`)
};

export const errors_account_mobile_first = /** @type {(inputs: Errors_Account_Mobile_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number to your profile first.`)
};

export const errors_account_code_just_sent = /** @type {(inputs: Errors_Account_Code_Just_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A code was just sent. Wait a few seconds before asking again.`)
};

export const errors_account_codes_hourly = /** @type {(inputs: Errors_Account_Codes_HourlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have sent several codes in the last hour. Try again later.`)
};

export const errors_account_text_failed = /** @type {(inputs: Errors_Account_Text_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send the text message just now. Please try again in a moment.`)
};

export const errors_account_code_six_digits = /** @type {(inputs: Errors_Account_Code_Six_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the six digits of the code we texted you.`)
};

export const errors_account_code_expired = /** @type {(inputs: Errors_Account_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired or was never sent. Ask for a new code.`)
};

export const errors_offset_from_zero = /** @type {(inputs: Errors_Offset_From_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The offset starts at 0.`)
};

export const errors_addresses_postal_code = /** @type {(inputs: Errors_Addresses_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code like A1A 1A1.`)
};

export const errors_addresses_canada_only = /** @type {(inputs: Errors_Addresses_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We deliver within Canada only.`)
};

export const errors_billing_no_card = /** @type {(inputs: Errors_Billing_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card on file. Add a card to pay.`)
};

export const errors_billing_payment_in_progress = /** @type {(inputs: Errors_Billing_Payment_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment of this balance is already in progress. Refresh in a moment to see it.`)
};

export const errors_billing_processor_silent = /** @type {(inputs: Errors_Billing_Processor_SilentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card processor did not answer. Nothing more was charged; try again in a moment.`)
};

export const errors_buyout_insufficient_funds = /** @type {(inputs: Errors_Buyout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds. Try another card.`)
};

export const errors_buyout_choose_one = /** @type {(inputs: Errors_Buyout_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to buy out.`)
};

export const errors_buyout_key_reused = /** @type {(inputs: Errors_Buyout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This buyout was already used for other items. Reload the page and try again.`)
};

export const errors_buyout_still_processing = /** @type {(inputs: Errors_Buyout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your buyout is still being processed. Check your receipts in a minute.`)
};

export const errors_buyout_price_changed = /** @type {(inputs: Errors_Buyout_Price_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price of this buyout has changed since it was shown. Check the new total and pay again.`)
};

export const errors_processor_check_receipts = /** @type {(inputs: Errors_Processor_Check_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card processor did not answer. Check your receipts in a minute before trying again.`)
};

export const errors_catalog_no_city = /** @type {(inputs: Errors_Catalog_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No city is set up yet.`)
};

export const errors_catalog_one_sort = /** @type {(inputs: Errors_Catalog_One_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by one field at a time.`)
};

export const errors_deliveries_not_found = /** @type {(inputs: Errors_Deliveries_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that delivery. Open it from your deliveries.`)
};

export const errors_deliveries_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This visit was cancelled; it cannot be moved.`)
};

export const errors_deliveries_under_way_no_move = /** @type {(inputs: Errors_Deliveries_Under_Way_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This visit is already under way or done; it cannot be moved.`)
};

export const errors_deliveries_same_day = /** @type {(inputs: Errors_Deliveries_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A visit cannot be moved on its day. Call us and we will do what we can.`)
};

export const errors_deliveries_same_window = /** @type {(inputs: Errors_Deliveries_Same_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The visit is already booked in that window.`)
};

export const errors_deliveries_only_pickups = /** @type {(inputs: Errors_Deliveries_Only_PickupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only pickups can be cancelled here. To change a delivery, move it to another window.`)
};

export const errors_deliveries_pickup_cancelled = /** @type {(inputs: Errors_Deliveries_Pickup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup is already cancelled.`)
};

export const errors_deliveries_pickup_too_late = /** @type {(inputs: Errors_Deliveries_Pickup_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pickup cannot be cancelled on its day or once under way.`)
};

export const errors_partner_order_not_found = /** @type {(inputs: Errors_Partner_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that order. Open it from the email we sent.`)
};

export const errors_partner_already_confirmed = /** @type {(inputs: Errors_Partner_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is already confirmed. To change its address, move it from your account.`)
};

export const errors_partner_address_first = /** @type {(inputs: Errors_Partner_Address_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the delivery address first.`)
};

export const errors_partner_add_card = /** @type {(inputs: Errors_Partner_Add_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a card: your later monthly payments are charged to it.`)
};

export const errors_reviews_product_not_found = /** @type {(inputs: Errors_Reviews_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can’t find that product.`)
};

export const errors_reviews_plain_text = /** @type {(inputs: Errors_Reviews_Plain_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews are plain text: remove the HTML tags (anything between < and >).`)
};

export const errors_reviews_rating = /** @type {(inputs: Errors_Reviews_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a rating from 1 to 5 stars.`)
};

export const errors_offset_not_negative = /** @type {(inputs: Errors_Offset_Not_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The offset must be 0 or more.`)
};

export const errors_reviews_never_delivered = /** @type {(inputs: Errors_Reviews_Never_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item was never delivered, so it can’t be reviewed.`)
};

export const errors_reviews_after_delivery = /** @type {(inputs: Errors_Reviews_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review this item once it has been delivered.`)
};

export const errors_reviews_excluded = /** @type {(inputs: Errors_Reviews_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item can’t be reviewed.`)
};

export const errors_reviews_item_not_found = /** @type {(inputs: Errors_Reviews_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can’t find that item in your account.`)
};

export const errors_share_cart_empty = /** @type {(inputs: Errors_Share_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty: add something before sharing it.`)
};

export const errors_share_line_no_product = /** @type {(inputs: Errors_Share_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cart line has no product. Remove it and try again.`)
};

export const errors_moves_choose_one = /** @type {(inputs: Errors_Moves_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to move.`)
};

export const errors_moves_one_address = /** @type {(inputs: Errors_Moves_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One move takes items from one address. Move the items at each address separately.`)
};

export const errors_moves_choose_address = /** @type {(inputs: Errors_Moves_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the address to move to.`)
};

export const errors_moves_same_address = /** @type {(inputs: Errors_Moves_Same_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items are already at this address. Choose another one.`)
};

export const errors_moves_sign_in = /** @type {(inputs: Errors_Moves_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to move your furniture.`)
};

export const errors_moves_key_reused = /** @type {(inputs: Errors_Moves_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move was already booked with other choices. Reload the page and try again.`)
};

export const errors_swaps_choose_replacement = /** @type {(inputs: Errors_Swaps_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a replacement from the list.`)
};

export const errors_swaps_not_at_depot = /** @type {(inputs: Errors_Swaps_Not_At_DepotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This replacement is not available at your depot. Choose another one.`)
};

export const errors_swaps_not_now = /** @type {(inputs: Errors_Swaps_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This replacement cannot be swapped in now. Choose another one.`)
};

export const errors_swaps_key_reused = /** @type {(inputs: Errors_Swaps_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This swap was already booked with other choices. Reload the page and try again.`)
};

export const errors_visits_not_found = /** @type {(inputs: Errors_Visits_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that swap or move. Open it from your deliveries.`)
};

export const errors_visits_card_declined = /** @type {(inputs: Errors_Visits_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined. Update the card on file and try again.`)
};

export const errors_visits_insufficient_funds = /** @type {(inputs: Errors_Visits_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds. Update the card on file and try again.`)
};

export const errors_visits_expired_card = /** @type {(inputs: Errors_Visits_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has expired. Update the card on file and try again.`)
};

export const errors_visits_no_card = /** @type {(inputs: Errors_Visits_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card on file. Add a card in Payment information first.`)
};

export const errors_visits_processor_silent = /** @type {(inputs: Errors_Visits_Processor_SilentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card processor did not answer. Try again in a minute: you will be charged once.`)
};

export const errors_visits_payment_failed = /** @type {(inputs: Errors_Visits_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment could not be completed; you have not been charged. Try again.`)
};

export const errors_tips_card_declined = /** @type {(inputs: Errors_Tips_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined. Update your card on file and try again.`)
};

export const errors_tips_insufficient_funds = /** @type {(inputs: Errors_Tips_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds. Update your card on file and try again.`)
};

export const errors_tips_expired_card = /** @type {(inputs: Errors_Tips_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card on file has expired. Update it and try again.`)
};

export const errors_tips_amount = /** @type {(inputs: Errors_Tips_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the tip as an amount in dollars.`)
};

export const errors_tips_decimals = /** @type {(inputs: Errors_Tips_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A tip is in dollars and cents: use at most two decimals.`)
};

export const errors_tips_positive = /** @type {(inputs: Errors_Tips_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a tip greater than $0.`)
};

export const errors_tips_delivery_not_found = /** @type {(inputs: Errors_Tips_Delivery_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can’t find that delivery in your account.`)
};

export const errors_tips_cancelled = /** @type {(inputs: Errors_Tips_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This visit was cancelled, so there is no crew to tip.`)
};

export const errors_tips_after_delivery = /** @type {(inputs: Errors_Tips_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can tip the crew once the delivery is done.`)
};

export const errors_tips_processing = /** @type {(inputs: Errors_Tips_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tip is being processed. Check your receipts in a minute.`)
};

export const errors_tips_no_card = /** @type {(inputs: Errors_Tips_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card on file. Add a card in Payment information to tip.`)
};

export const errors_tips_charge_failed = /** @type {(inputs: Errors_Tips_Charge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tip could not be charged; you have not been charged. Try again.`)
};

export const errors_check_fields = /** @type {(inputs: Errors_Check_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.count} fields: ${i?.texts}`)
};

export const errors_visit_choose_day = /** @type {(inputs: Errors_Visit_Choose_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a ${i?.day}.`)
};

export const errors_visit_earliest = /** @type {(inputs: Errors_Visit_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The earliest ${i?.day}${i?.forWhat} is ${i?.date}. Choose that day or a later one.`)
};

export const errors_visit_days_ahead = /** @type {(inputs: Errors_Visit_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plural} can be booked up to ${i?.days} days ahead. Choose a day by ${i?.date}.`)
};

export const errors_visit_no_weekday = /** @type {(inputs: Errors_Visit_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} does not ${i?.verb} on ${i?.weekday}s. Choose another day.`)
};

export const errors_visit_choose_time = /** @type {(inputs: Errors_Visit_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a ${i?.time}: ${i?.windows}.`)
};

export const errors_words_delivery_day = /** @type {(inputs: Errors_Words_Delivery_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery day`)
};

export const errors_words_delivery_time = /** @type {(inputs: Errors_Words_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery time`)
};

export const errors_words_deliveries = /** @type {(inputs: Errors_Words_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries`)
};

export const errors_words_deliver = /** @type {(inputs: Errors_Words_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deliver`)
};

export const errors_words_for_this_order = /** @type {(inputs: Errors_Words_For_This_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` for this order`)
};

export const errors_words_pickup_day = /** @type {(inputs: Errors_Words_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup day`)
};

export const errors_words_pickup_time = /** @type {(inputs: Errors_Words_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup time`)
};

export const errors_words_pickups = /** @type {(inputs: Errors_Words_PickupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups`)
};

export const errors_words_pick_up = /** @type {(inputs: Errors_Words_Pick_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pick up`)
};

export const errors_words_swap_day = /** @type {(inputs: Errors_Words_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap day`)
};

export const errors_words_swap_time = /** @type {(inputs: Errors_Words_Swap_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap time`)
};

export const errors_words_swaps = /** @type {(inputs: Errors_Words_SwapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swaps`)
};

export const errors_words_move_day = /** @type {(inputs: Errors_Words_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move day`)
};

export const errors_words_move_time = /** @type {(inputs: Errors_Words_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move time`)
};

export const errors_words_moves = /** @type {(inputs: Errors_Words_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moves`)
};

export const errors_buyout_max_items = /** @type {(inputs: Errors_Buyout_Max_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy out up to ${i?.max} items at a time.`)
};

export const errors_reviews_page_size = /** @type {(inputs: Errors_Reviews_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for 1 to ${i?.max} reviews at a time.`)
};

export const errors_moves_max_items = /** @type {(inputs: Errors_Moves_Max_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move up to ${i?.max} items at a time.`)
};

export const errors_tips_smallest = /** @type {(inputs: Errors_Tips_SmallestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The smallest tip is ${i?.amount}.`)
};

export const errors_tips_largest = /** @type {(inputs: Errors_Tips_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The largest tip we can take online is ${i?.amount}.`)
};

export const errors_tips_already_tipped = /** @type {(inputs: Errors_Tips_Already_TippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already tipped this crew ${i?.amount}. Thank you!`)
};

export const errors_catalog_city_not_served = /** @type {(inputs: Errors_Catalog_City_Not_ServedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We don't deliver to city ${i?.id}. Choose another city.`)
};

export const errors_catalog_no_category = /** @type {(inputs: Errors_Catalog_No_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no category ${i?.id}.`)
};

export const errors_catalog_no_product = /** @type {(inputs: Errors_Catalog_No_ProductInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no product "${i?.slug}".`)
};

export const errors_words_this_swap = /** @type {(inputs: Errors_Words_This_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this swap`)
};

export const errors_words_this_move = /** @type {(inputs: Errors_Words_This_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this move`)
};

export const errors_words_this_order = /** @type {(inputs: Errors_Words_This_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this order`)
};

export const errors_words_a_swap_start = /** @type {(inputs: Errors_Words_A_Swap_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A swap`)
};

export const errors_words_a_move_start = /** @type {(inputs: Errors_Words_A_Move_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A move`)
};

export const errors_words_an_order_start = /** @type {(inputs: Errors_Words_An_Order_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An order`)
};

export const errors_words_this_swap_start = /** @type {(inputs: Errors_Words_This_Swap_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This swap`)
};

export const errors_words_this_move_start = /** @type {(inputs: Errors_Words_This_Move_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move`)
};

export const errors_words_pickup = /** @type {(inputs: Errors_Words_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup`)
};

export const errors_words_delivery = /** @type {(inputs: Errors_Words_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery`)
};

export const errors_words_receipts = /** @type {(inputs: Errors_Words_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`receipts`)
};

export const errors_words_bills = /** @type {(inputs: Errors_Words_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bills`)
};

export const errors_deliveries_swap_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Swap_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This swap was cancelled; it cannot be moved.`)
};

export const errors_deliveries_move_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Move_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move was cancelled; it cannot be moved.`)
};

export const errors_deliveries_other_visit_started = /** @type {(inputs: Errors_Deliveries_Other_Visit_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The other visit of ${i?.booking} is on its day or under way, and the two move together. Call us and we will do what we can.`)
};

export const errors_deliveries_notice = /** @type {(inputs: Errors_Deliveries_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} needs ${i?.days} days’ notice: the earliest day for this visit is ${i?.date}. Choose that day or a later one.`)
};

export const errors_deliveries_move_days_ahead = /** @type {(inputs: Errors_Deliveries_Move_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A visit can be moved up to ${i?.days} days ahead. Choose a day by ${i?.date}.`)
};

export const errors_deliveries_other_depot_no_window = /** @type {(inputs: Errors_Deliveries_Other_Depot_No_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The other depot of ${i?.booking} has no ${i?.window} window. Choose another window.`)
};

export const errors_deliveries_window_full = /** @type {(inputs: Errors_Deliveries_Window_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} on ${i?.date} is full. Choose another window.`)
};

export const errors_deliveries_half_of_swap = /** @type {(inputs: Errors_Deliveries_Half_Of_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.kind} is half of swap ${i?.number}: the crew brings the new piece and takes the old one on one visit, so the two are never cancelled apart. Cancel the swap instead: nothing was changed.`)
};

export const errors_deliveries_half_of_move = /** @type {(inputs: Errors_Deliveries_Half_Of_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.kind} is half of move ${i?.number}: the crew picks the items up and delivers them to the new address, so the two are never cancelled apart. Cancel the move instead: nothing was changed.`)
};

export const errors_bookings_already_cancelled = /** @type {(inputs: Errors_Bookings_Already_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} is already cancelled.`)
};

export const errors_bookings_done = /** @type {(inputs: Errors_Bookings_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} is done; there is nothing left to cancel.`)
};

export const errors_bookings_too_late = /** @type {(inputs: Errors_Bookings_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} cannot be cancelled online on its day or once the crew is on its way. Call us and we will do what we can.`)
};

export const errors_reviews_too_short = /** @type {(inputs: Errors_Reviews_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell other shoppers a little more: at least ${i?.min} characters.`)
};

export const errors_reviews_too_long = /** @type {(inputs: Errors_Reviews_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep your review to ${i?.max} characters (it has ${i?.count}).`)
};

export const errors_receipts_not_found = /** @type {(inputs: Errors_Receipts_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that receipt. It may belong to another account.`)
};

export const errors_receipts_page_size = /** @type {(inputs: Errors_Receipts_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for 1 to ${i?.max} ${i?.what} at a time.`)
};

export const errors_account_too_many_codes = /** @type {(inputs: Errors_Account_Too_Many_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. You can try again at ${i?.time}.`)
};

export const errors_account_code_wrong_one = /** @type {(inputs: Errors_Account_Code_Wrong_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. 1 try left.`)
};

export const errors_account_code_wrong_many = /** @type {(inputs: Errors_Account_Code_Wrong_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That code is not right. ${i?.count} tries left.`)
};

export const errors_buyout_refusal_not_held = /** @type {(inputs: Errors_Buyout_Refusal_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is not with you any more (returned or on its way back).`)
};

export const errors_buyout_refusal_final_sale = /** @type {(inputs: Errors_Buyout_Refusal_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final-sale items cannot be bought out.`)
};

export const errors_buyout_refusal_repaired = /** @type {(inputs: Errors_Buyout_Refusal_RepairedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repaired items cannot be bought out.`)
};

export const errors_buyout_refusal_not_monthly = /** @type {(inputs: Errors_Buyout_Refusal_Not_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item was bought outright; there is nothing to buy out.`)
};

export const errors_buyout_refusal_already_owned = /** @type {(inputs: Errors_Buyout_Refusal_Already_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is already yours: it was paid off or bought out.`)
};

export const errors_buyout_refusal_not_delivered = /** @type {(inputs: Errors_Buyout_Refusal_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item has not been delivered yet; it can be bought out once it is.`)
};

export const errors_buyout_refusal_no_retail_value = /** @type {(inputs: Errors_Buyout_Refusal_No_Retail_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We cannot price this item for a buyout; contact us.`)
};

export const errors_buyout_refusal_pending = /** @type {(inputs: Errors_Buyout_Refusal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A buyout of this item is being paid right now. Refresh in a moment.`)
};

export const errors_buyout_unpaid_bill = /** @type {(inputs: Errors_Buyout_Unpaid_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a monthly bill for it was declined and is not paid yet. Pay the overdue balance first (Payment information); that month then counts toward the price.`)
};

export const errors_tips_note_too_long = /** @type {(inputs: Errors_Tips_Note_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep the note to ${i?.max} characters (it has ${i?.count}).`)
};

export const errors_visit_choose_swap_day = /** @type {(inputs: Errors_Visit_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the swap day.`)
};

export const errors_visit_choose_move_day = /** @type {(inputs: Errors_Visit_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the move day.`)
};

export const errors_visit_day_passed = /** @type {(inputs: Errors_Visit_Day_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That day has passed. Choose ${i?.date} or a later day.`)
};

export const errors_visit_earliest_swap = /** @type {(inputs: Errors_Visit_Earliest_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The earliest swap day is ${i?.date}. Choose that day or a later one.`)
};

export const errors_visit_earliest_move = /** @type {(inputs: Errors_Visit_Earliest_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The earliest move day is ${i?.date}. Choose that day or a later one.`)
};

export const errors_moves_notice = /** @type {(inputs: Errors_Moves_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moves need at least a week’s notice. Choose ${i?.date} or a later day.`)
};

export const errors_visit_refusal_returned = /** @type {(inputs: Errors_Visit_Refusal_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is already returned or has a pickup booked.`)
};

export const errors_visit_refusal_owned_swap = /** @type {(inputs: Errors_Visit_Refusal_Owned_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is yours (paid off or bought out); there is nothing to swap.`)
};

export const errors_visit_refusal_owned_move = /** @type {(inputs: Errors_Visit_Refusal_Owned_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is yours (paid off or bought out); we move items you have on a plan.`)
};

export const errors_visit_refusal_not_delivered_swap = /** @type {(inputs: Errors_Visit_Refusal_Not_Delivered_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item has not been delivered yet; it can be swapped once it is.`)
};

export const errors_visit_refusal_not_delivered_move = /** @type {(inputs: Errors_Visit_Refusal_Not_Delivered_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item has not been delivered yet; it can be moved once it is.`)
};

export const errors_visit_refusal_not_swappable = /** @type {(inputs: Errors_Visit_Refusal_Not_SwappableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financed and bought items are yours; only subscribed and rented items can be swapped.`)
};

export const errors_visit_refusal_buyout = /** @type {(inputs: Errors_Visit_Refusal_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is being bought out.`)
};

export const errors_visit_refusal_booked = /** @type {(inputs: Errors_Visit_Refusal_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A return, swap or move of this item is already booked.`)
};

export const errors_addresses_not_reached = /** @type {(inputs: Errors_Addresses_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We don't deliver to ${i?.postalCode} yet: our crews reach about 75 km around our 15 depots.`)
};

export const errors_addresses_too_many = /** @type {(inputs: Errors_Addresses_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can keep up to ${i?.max} addresses. Remove one you no longer use first.`)
};

export const errors_partner_depot_not_reached = /** @type {(inputs: Errors_Partner_Depot_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} delivers from our ${i?.depot} depot, which does not reach ${i?.postalCode}. Call the showroom to move the order to ${i?.city}.`)
};

export const errors_tax_rates_before = /** @type {(inputs: Errors_Tax_Rates_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sales tax rates for ${i?.province} are recorded from ${i?.start}; ${i?.date} is earlier.`)
};

export const errors_time_zone_unknown = /** @type {(inputs: Errors_Time_Zone_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.zone}" is not a known time zone.`)
};

export const errors_date_invalid = /** @type {(inputs: Errors_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date is not a valid point in time.`)
};

export const errors_money_two_decimals = /** @type {(inputs: Errors_Money_Two_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amounts are in dollars with at most two decimals.`)
};

export const errors_photos_closed = /** @type {(inputs: Errors_Photos_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items have been picked up; their photos can no longer be changed.`)
};

export const errors_photos_not_on_return = /** @type {(inputs: Errors_Photos_Not_On_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo is not on this return.`)
};

export const errors_photos_return_not_found = /** @type {(inputs: Errors_Photos_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that return.`)
};

export const errors_photos_item_not_on_return = /** @type {(inputs: Errors_Photos_Item_Not_On_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is not on that return.`)
};

export const errors_photos_choose = /** @type {(inputs: Errors_Photos_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a photo to upload.`)
};

export const errors_photos_too_big = /** @type {(inputs: Errors_Photos_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos must be under 15 MB.`)
};

export const errors_photos_max_per_item = /** @type {(inputs: Errors_Photos_Max_Per_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.max} photos per item.`)
};

export const errors_photos_reload = /** @type {(inputs: Errors_Photos_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page and try again.`)
};

export const errors_photos_item_not_yours = /** @type {(inputs: Errors_Photos_Item_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is not one of yours.`)
};

export const errors_photos_too_many_pixels = /** @type {(inputs: Errors_Photos_Too_Many_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo has too many pixels. Send a photo of at most 50 megapixels.`)
};

export const errors_photos_not_a_photo = /** @type {(inputs: Errors_Photos_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is not a photo. Send a JPEG, PNG, WebP or HEIC image.`)
};

export const errors_photos_unreadable = /** @type {(inputs: Errors_Photos_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo could not be read. Send a JPEG, PNG, WebP or HEIC image.`)
};

export const errors_addresses_visit_booked = /** @type {(inputs: Errors_Addresses_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A crew visit is booked here: ${i?.visit} on ${i?.date}${i?.more}. This address stays until the visit is done or cancelled (see Deliveries in your account).`)
};

export const errors_addresses_one_more_visit = /** @type {(inputs: Errors_Addresses_One_More_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` and 1 more visit`)
};

export const errors_addresses_more_visits = /** @type {(inputs: Errors_Addresses_More_VisitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` and ${i?.count} more visits`)
};

export const errors_addresses_visit_return_pickup = /** @type {(inputs: Errors_Addresses_Visit_Return_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the return pickup ${i?.number}`)
};

export const errors_addresses_visit_swap = /** @type {(inputs: Errors_Addresses_Visit_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the swap ${i?.number}`)
};

export const errors_addresses_visit_move_delivering = /** @type {(inputs: Errors_Addresses_Visit_Move_DeliveringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the move ${i?.number}, delivering here`)
};

export const errors_addresses_visit_move_picking_up = /** @type {(inputs: Errors_Addresses_Visit_Move_Picking_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the move ${i?.number}, picking up here`)
};

export const errors_addresses_visit_order_pickup = /** @type {(inputs: Errors_Addresses_Visit_Order_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the pickup of order ${i?.number}`)
};

export const errors_addresses_visit_order_delivery = /** @type {(inputs: Errors_Addresses_Visit_Order_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the delivery of order ${i?.number}`)
};

export const errors_addresses_one_product_here = /** @type {(inputs: Errors_Addresses_One_Product_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 product is at this address. Return, move or buy it out first, then you can remove the address.`)
};

export const errors_addresses_products_here = /** @type {(inputs: Errors_Addresses_Products_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} products are at this address. Return, move or buy them out first, then you can remove the address.`)
};

export const errors_address_street_the = /** @type {(inputs: Errors_Address_Street_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the street address.`)
};

export const errors_address_street_your = /** @type {(inputs: Errors_Address_Street_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your street address.`)
};

export const errors_address_street_long = /** @type {(inputs: Errors_Address_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a street address of at most 200 characters.`)
};

export const errors_address_unit_long = /** @type {(inputs: Errors_Address_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a unit number of at most 20 characters.`)
};

export const errors_address_city_the = /** @type {(inputs: Errors_Address_City_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the city.`)
};

export const errors_address_city_your = /** @type {(inputs: Errors_Address_City_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your city.`)
};

export const errors_address_city_long = /** @type {(inputs: Errors_Address_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a city of at most 100 characters.`)
};

export const errors_address_province_the = /** @type {(inputs: Errors_Address_Province_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the province or territory.`)
};

export const errors_address_province_your = /** @type {(inputs: Errors_Address_Province_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your province or territory.`)
};

export const errors_address_postal_the = /** @type {(inputs: Errors_Address_Postal_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the postal code.`)
};

export const errors_address_postal_your = /** @type {(inputs: Errors_Address_Postal_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your postal code.`)
};

export const errors_address_postal_invalid = /** @type {(inputs: Errors_Address_Postal_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code, like K1A 0B1.`)
};

export const errors_address_postal_province = /** @type {(inputs: Errors_Address_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postalCode} is not a postal code in ${i?.province}. Check the postal code or the province.`)
};

export const errors_address_first_name = /** @type {(inputs: Errors_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the first name of the person receiving.`)
};

export const errors_address_first_name_long = /** @type {(inputs: Errors_Address_First_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a first name of at most 60 characters.`)
};

export const errors_address_last_name = /** @type {(inputs: Errors_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the last name of the person receiving.`)
};

export const errors_address_last_name_long = /** @type {(inputs: Errors_Address_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a last name of at most 60 characters.`)
};

export const errors_address_phone = /** @type {(inputs: Errors_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit Canadian phone number, like 416-555-0134.`)
};

export const errors_address_building = /** @type {(inputs: Errors_Address_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose house, apartment, condo, townhouse or office.`)
};

export const errors_address_floor = /** @type {(inputs: Errors_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the floor as a whole number, like 3 (0 for the ground floor).`)
};

export const errors_address_receiving_hours_long = /** @type {(inputs: Errors_Address_Receiving_Hours_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter receiving hours of at most ${i?.max} characters.`)
};

export const errors_address_buzzer_long = /** @type {(inputs: Errors_Address_Buzzer_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter a buzzer number of at most ${i?.max} characters.`)
};

export const errors_address_instructions_long = /** @type {(inputs: Errors_Address_Instructions_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter delivery instructions of at most ${i?.max} characters.`)
};

export const errors_moves_not_reached = /** @type {(inputs: Errors_Moves_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No depot serves ${i?.postalCode}: our crews reach about 75 km around our 15 depots, so we cannot move your furniture there.`)
};

export const errors_profile_first_name = /** @type {(inputs: Errors_Profile_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your first name.`)
};

export const errors_profile_last_name = /** @type {(inputs: Errors_Profile_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your last name.`)
};

export const errors_profile_first_name_long = /** @type {(inputs: Errors_Profile_First_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter a first name of at most ${i?.max} characters.`)
};

export const errors_profile_last_name_long = /** @type {(inputs: Errors_Profile_Last_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter a last name of at most ${i?.max} characters.`)
};

export const errors_phone_digits_only = /** @type {(inputs: Errors_Phone_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a phone number with digits only, like 416-555-0134.`)
};

export const errors_phone_canadian = /** @type {(inputs: Errors_Phone_CanadianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian number (+1), like 416-555-0134.`)
};

export const errors_phone_ten_digits = /** @type {(inputs: Errors_Phone_Ten_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 10 digits of the number with its area code, like 416-555-0134.`)
};

export const errors_phone_not_valid = /** @type {(inputs: Errors_Phone_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not a valid number: the area code and the next three digits start with 2 to 9, like 416-555-0134.`)
};

export const errors_phone_area_code = /** @type {(inputs: Errors_Phone_Area_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.areaCode} is not a Canadian area code. Enter a Canadian number, like 416-555-0134.`)
};

export const errors_swatches_full_name = /** @type {(inputs: Errors_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your full name.`)
};

export const errors_swatches_full_name_long = /** @type {(inputs: Errors_Swatches_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name of at most 100 characters.`)
};

export const errors_swatches_email = /** @type {(inputs: Errors_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const errors_swatches_email_invalid = /** @type {(inputs: Errors_Swatches_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address like name@example.ca.`)
};

export const errors_swatches_phone = /** @type {(inputs: Errors_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your phone number.`)
};

export const errors_swatches_phone_invalid = /** @type {(inputs: Errors_Swatches_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit Canadian phone number, like 416-555-0123.`)
};

export const errors_swatches_canada_only = /** @type {(inputs: Errors_Swatches_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We mail swatches within Canada only.`)
};

export const errors_swatches_none = /** @type {(inputs: Errors_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one swatch.`)
};

export const errors_swatches_many = /** @type {(inputs: Errors_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} swatches per order.`)
};

export const errors_swatches_unknown = /** @type {(inputs: Errors_Swatches_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the chosen swatches does not exist. Choose again.`)
};

export const errors_swatches_saved_address_invalid = /** @type {(inputs: Errors_Swatches_Saved_Address_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The saved address is not valid. Enter the address instead.`)
};

export const errors_swatches_no_longer_offered = /** @type {(inputs: Errors_Swatches_No_Longer_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the chosen swatches is no longer offered. Choose again.`)
};

export const errors_swatches_sign_in_for_address = /** @type {(inputs: Errors_Swatches_Sign_In_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to use a saved address, or enter the address.`)
};

export const errors_swatches_saved_address_not_found = /** @type {(inputs: Errors_Swatches_Saved_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The saved address was not found. Enter the address instead.`)
};

export const errors_catalog_id = /** @type {(inputs: Errors_Catalog_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a positive whole number, got "${i?.got}".`)
};

export const errors_catalog_too_many_values = /** @type {(inputs: Errors_Catalog_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} ${i?.field} can be chosen at once.`)
};

export const errors_catalog_value_too_long = /** @type {(inputs: Errors_Catalog_Value_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.field} value is too long.`)
};

export const errors_catalog_limit_range = /** @type {(inputs: Errors_Catalog_Limit_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit must be from 1 to ${i?.max}.`)
};

export const errors_catalog_offset_range = /** @type {(inputs: Errors_Catalog_Offset_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`offset must be from 0 to ${i?.max}.`)
};

export const errors_catalog_search_long = /** @type {(inputs: Errors_Catalog_Search_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search for at most ${i?.max} characters.`)
};

export const errors_catalog_suggestions_max = /** @type {(inputs: Errors_Catalog_Suggestions_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for suggestions for at most ${i?.max} products.`)
};

export const errors_share_quantity = /** @type {(inputs: Errors_Share_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a quantity from 1 to ${i?.max}.`)
};

export const errors_share_not_purchase_option = /** @type {(inputs: Errors_Share_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.option}" is not a purchase option.`)
};

export const errors_share_no_longer_sold = /** @type {(inputs: Errors_Share_No_Longer_SoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer sold. Remove it from your cart and share again.`)
};

export const errors_share_product_fallback = /** @type {(inputs: Errors_Share_Product_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Product ${i?.id}`)
};

export const errors_share_not_offered = /** @type {(inputs: Errors_Share_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not offered that way any more. Choose how to pay for it again.`)
};

export const errors_auth_invalid_credentials = /** @type {(inputs: Errors_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email or password is incorrect.`)
};

export const errors_auth_session_ended = /** @type {(inputs: Errors_Auth_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

export const errors_auth_link_expired = /** @type {(inputs: Errors_Auth_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Ask for a new one.`)
};

export const errors_auth_sign_in = /** @type {(inputs: Errors_Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const errors_auth_internal = /** @type {(inputs: Errors_Auth_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const errors_auth_request_too_large = /** @type {(inputs: Errors_Auth_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large.`)
};

export const errors_auth_send_json = /** @type {(inputs: Errors_Auth_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the request as JSON.`)
};

export const errors_auth_invalid_json = /** @type {(inputs: Errors_Auth_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not valid JSON.`)
};

export const errors_auth_send_object = /** @type {(inputs: Errors_Auth_Send_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send a JSON object ${i?.shape}.`)
};

export const errors_auth_type_courier = /** @type {(inputs: Errors_Auth_Type_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request type must be "courier".`)
};

export const errors_auth_which_action = /** @type {(inputs: Errors_Auth_Which_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say which action to run.`)
};

export const errors_auth_action_data = /** @type {(inputs: Errors_Auth_Action_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actionData must be an object.`)
};

export const errors_auth_email = /** @type {(inputs: Errors_Auth_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const errors_auth_email_invalid = /** @type {(inputs: Errors_Auth_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address, like name@example.ca.`)
};

export const errors_auth_password = /** @type {(inputs: Errors_Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a password.`)
};

export const errors_auth_password_is_email = /** @type {(inputs: Errors_Auth_Password_Is_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password that is not your email address.`)
};

export const errors_auth_password_common = /** @type {(inputs: Errors_Auth_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is too common. Choose one that is harder to guess.`)
};

export const errors_auth_provider_unavailable = /** @type {(inputs: Errors_Auth_Provider_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That sign-in service is not answering. Please try again in a moment.`)
};

export const errors_auth_social_state = /** @type {(inputs: Errors_Auth_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in did not start in this browser, or took too long. Please try again.`)
};

export const errors_auth_social_too_long = /** @type {(inputs: Errors_Auth_Social_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in took too long. Please try again.`)
};

export const errors_auth_social_cancelled = /** @type {(inputs: Errors_Auth_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in was cancelled.`)
};

export const errors_auth_social_failed = /** @type {(inputs: Errors_Auth_Social_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in service could not sign you in. Please try again.`)
};

export const errors_auth_unavailable = /** @type {(inputs: Errors_Auth_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in is unavailable for a moment. Please try again shortly.`)
};

export const errors_auth_name_long = /** @type {(inputs: Errors_Auth_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 100 characters for your name.`)
};

export const errors_auth_name_control = /** @type {(inputs: Errors_Auth_Name_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the hidden control characters from your name.`)
};

export const errors_auth_your_password = /** @type {(inputs: Errors_Auth_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
};

export const errors_auth_identity_in_use = /** @type {(inputs: Errors_Auth_Identity_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That sign-in is already linked to another account, or this account already has one from the same service.`)
};

export const errors_auth_email_taken = /** @type {(inputs: Errors_Auth_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account already uses this email. Sign in, or reset your password if you forgot it.`)
};

export const errors_auth_link_account_expired = /** @type {(inputs: Errors_Auth_Link_Account_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link to your other sign-in has expired or belongs to another account. Sign in with it again.`)
};

export const errors_auth_reset_expired = /** @type {(inputs: Errors_Auth_Reset_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link has expired or was already used. Ask for a new one.`)
};

export const errors_auth_refresh_to_sign_out = /** @type {(inputs: Errors_Auth_Refresh_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the refresh token to sign out.`)
};

export const errors_auth_temp_link_expired = /** @type {(inputs: Errors_Auth_Temp_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link has expired or was already used. Ask for a new one.`)
};

export const errors_auth_reauthenticate = /** @type {(inputs: Errors_Auth_ReauthenticateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign in again before changing your email address.`)
};

export const errors_auth_same_email = /** @type {(inputs: Errors_Auth_Same_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is already your email address.`)
};

export const errors_auth_email_in_use = /** @type {(inputs: Errors_Auth_Email_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account already uses that email address.`)
};

export const errors_auth_already_verified = /** @type {(inputs: Errors_Auth_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is already confirmed.`)
};

export const errors_auth_confirmation_expired = /** @type {(inputs: Errors_Auth_Confirmation_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link has expired or was already used.`)
};

export const errors_auth_email_taken_meanwhile = /** @type {(inputs: Errors_Auth_Email_Taken_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account started using that email address.`)
};

export const errors_auth_social_expired = /** @type {(inputs: Errors_Auth_Social_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in took too long or was already used. Please sign in again.`)
};

export const errors_auth_social_wrong_account = /** @type {(inputs: Errors_Auth_Social_Wrong_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in does not belong to the account you are linking. Sign in with the one you used before.`)
};

export const errors_auth_email_required = /** @type {(inputs: Errors_Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in service did not share an email address. Enter the one to use with us.`)
};

export const errors_auth_link_required = /** @type {(inputs: Errors_Auth_Link_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account already uses this email. Sign in with your password to link the two.`)
};

export const errors_auth_email_in_use_social = /** @type {(inputs: Errors_Auth_Email_In_Use_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account already uses this email. Sign in with your password.`)
};

export const errors_auth_unknown_action = /** @type {(inputs: Errors_Auth_Unknown_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no action "${i?.action}".`)
};

export const errors_auth_unknown_connection = /** @type {(inputs: Errors_Auth_Unknown_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no sign-in with "${i?.connection}".`)
};

export const errors_auth_password_short = /** @type {(inputs: Errors_Auth_Password_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at least ${i?.min} characters for your password.`)
};

export const errors_auth_password_long = /** @type {(inputs: Errors_Auth_Password_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at most ${i?.max} characters for your password.`)
};

export const errors_auth_too_many_attempts = /** @type {(inputs: Errors_Auth_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait ${i?.wait} and try again.`)
};

export const errors_auth_wait_second = /** @type {(inputs: Errors_Auth_Wait_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 second`)
};

export const errors_auth_wait_seconds = /** @type {(inputs: Errors_Auth_Wait_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} seconds`)
};

export const errors_auth_wait_minute = /** @type {(inputs: Errors_Auth_Wait_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 minute`)
};

export const errors_auth_wait_minutes = /** @type {(inputs: Errors_Auth_Wait_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

export const errors_auth_wait_hour = /** @type {(inputs: Errors_Auth_Wait_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 hour`)
};

export const errors_auth_wait_hours = /** @type {(inputs: Errors_Auth_Wait_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hours`)
};

export const mail_signoff = /** @type {(inputs: Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— Pivot`)
};

export const mail_label_value = /** @type {(inputs: Mail_Label_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

export const mail_paste_address = /** @type {(inputs: Mail_Paste_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or paste this address into your browser:`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your Pivot password`)
};

export const mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Pivot account.`)
};

export const mail_reset_if_you = /** @type {(inputs: Mail_Reset_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was you, choose a new password with the link below. It works once, for one hour.`)
};

export const mail_reset_if_not_you = /** @type {(inputs: Mail_Reset_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this message: your password stays as it is.`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address`)
};

export const mail_verify_welcome = /** @type {(inputs: Mail_Verify_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Pivot! Confirm that this address is yours with the link below (it works for 24 hours).`)
};

export const mail_verify_change_subject = /** @type {(inputs: Mail_Verify_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email address`)
};

export const mail_verify_change_asked = /** @type {(inputs: Mail_Verify_Change_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You asked to use this address for your Pivot account.`)
};

export const mail_verify_change_within = /** @type {(inputs: Mail_Verify_Change_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm it with the link below within 24 hours; until then your account keeps its old address.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm this address`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Pivot email address was changed`)
};

export const mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Pivot account now uses ${i?.email} to sign in and receive mail.`)
};

export const mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do this, contact us at once so we can secure your account.`)
};

export const mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Pivot password was changed`)
};

export const mail_password_changed_reset = /** @type {(inputs: Mail_Password_Changed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password of your Pivot account was just reset, and every device was signed out.`)
};

export const mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do this, reset your password again and contact us.`)
};

export const mail_greeting_named = /** @type {(inputs: Mail_Greeting_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name},`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

export const mail_sms = /** @type {(inputs: Mail_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pivot: ${i?.body}`)
};

export const mail_items = /** @type {(inputs: Mail_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const mail_items_line = /** @type {(inputs: Mail_Items_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items:`)
};

export const mail_questions = /** @type {(inputs: Mail_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Call ${i?.phone} or write to`)
};

export const mail_questions_line = /** @type {(inputs: Mail_Questions_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Call ${i?.phone} or write to ${i?.email}.`)
};

export const mail_your_account = /** @type {(inputs: Mail_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const mail_card_ending = /** @type {(inputs: Mail_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ending in ${i?.lastFour}`)
};

export const mail_card_generic = /** @type {(inputs: Mail_Card_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`card`)
};

export const mail_card_on_file = /** @type {(inputs: Mail_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your card on file`)
};

export const mail_charged_to = /** @type {(inputs: Mail_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged to ${i?.card}`)
};

export const mail_window_morning = /** @type {(inputs: Mail_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`morning`)
};

export const mail_window_afternoon = /** @type {(inputs: Mail_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`afternoon`)
};

export const mail_window_evening = /** @type {(inputs: Mail_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`evening`)
};

export const mail_window_anytime = /** @type {(inputs: Mail_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time`)
};

export const mail_window_pickup = /** @type {(inputs: Mail_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup at the warehouse`)
};

export const mail_window_range = /** @type {(inputs: Mail_Window_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.start} to ${i?.end}`)
};

export const mail_visit_when = /** @type {(inputs: Mail_Visit_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday}, ${i?.day}, ${i?.window}`)
};

export const mail_day_with_weekday = /** @type {(inputs: Mail_Day_With_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday}, ${i?.day}`)
};

export const mail_warehouse_name = /** @type {(inputs: Mail_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot warehouse`)
};

export const mail_pickup_sentence = /** @type {(inputs: Mail_Pickup_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick up at ${i?.place}, ${i?.address}, on ${i?.day}, between ${i?.open} and ${i?.close}.`)
};

export const mail_pickup_bring = /** @type {(inputs: Mail_Pickup_BringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift.`)
};

export const mail_noun_delivery = /** @type {(inputs: Mail_Noun_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery`)
};

export const mail_noun_delivery_the = /** @type {(inputs: Mail_Noun_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery`)
};

export const mail_noun_delivery_label = /** @type {(inputs: Mail_Noun_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const mail_noun_pickup = /** @type {(inputs: Mail_Noun_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup`)
};

export const mail_noun_pickup_the = /** @type {(inputs: Mail_Noun_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup`)
};

export const mail_noun_pickup_label = /** @type {(inputs: Mail_Noun_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const mail_noun_warehouse_pickup = /** @type {(inputs: Mail_Noun_Warehouse_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`warehouse pickup`)
};

export const mail_noun_warehouse_pickup_the = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`warehouse pickup`)
};

export const mail_noun_warehouse_pickup_label = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse pickup`)
};

export const mail_noun_swap_visit = /** @type {(inputs: Mail_Noun_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap visit`)
};

export const mail_noun_swap_visit_the = /** @type {(inputs: Mail_Noun_Swap_Visit_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap visit`)
};

export const mail_noun_swap_visit_label = /** @type {(inputs: Mail_Noun_Swap_Visit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap visit`)
};

export const mail_noun_move_pickup = /** @type {(inputs: Mail_Noun_Move_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move pickup`)
};

export const mail_noun_move_pickup_the = /** @type {(inputs: Mail_Noun_Move_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move pickup`)
};

export const mail_noun_move_pickup_label = /** @type {(inputs: Mail_Noun_Move_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move pickup`)
};

export const mail_noun_move_delivery = /** @type {(inputs: Mail_Noun_Move_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move delivery`)
};

export const mail_noun_move_delivery_the = /** @type {(inputs: Mail_Noun_Move_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move delivery`)
};

export const mail_noun_move_delivery_label = /** @type {(inputs: Mail_Noun_Move_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move delivery`)
};

export const mail_noun_swap = /** @type {(inputs: Mail_Noun_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap`)
};

export const mail_noun_swap_the = /** @type {(inputs: Mail_Noun_Swap_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`swap`)
};

export const mail_noun_move = /** @type {(inputs: Mail_Noun_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move`)
};

export const mail_noun_move_the = /** @type {(inputs: Mail_Noun_Move_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`move`)
};

export const mail_row_items = /** @type {(inputs: Mail_Row_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const mail_row_return_fee = /** @type {(inputs: Mail_Row_Return_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return fee`)
};

export const mail_row_swap = /** @type {(inputs: Mail_Row_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap`)
};

export const mail_row_move = /** @type {(inputs: Mail_Row_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move`)
};

export const mail_row_buyout = /** @type {(inputs: Mail_Row_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyout`)
};

export const mail_row_swatches = /** @type {(inputs: Mail_Row_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swatches`)
};

export const mail_row_subtotal = /** @type {(inputs: Mail_Row_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const mail_row_visit_fee = /** @type {(inputs: Mail_Row_Visit_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit fee`)
};

export const mail_row_move_fee = /** @type {(inputs: Mail_Row_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move fee`)
};

export const mail_row_delivery = /** @type {(inputs: Mail_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const mail_row_assembly = /** @type {(inputs: Mail_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const mail_row_discount = /** @type {(inputs: Mail_Row_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const mail_row_total = /** @type {(inputs: Mail_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const mail_row_credit_used = /** @type {(inputs: Mail_Row_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit used`)
};

export const mail_row_refunded = /** @type {(inputs: Mail_Row_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const mail_row_tip = /** @type {(inputs: Mail_Row_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip`)
};

export const mail_row_paid = /** @type {(inputs: Mail_Row_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const mail_row_due_now = /** @type {(inputs: Mail_Row_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due now`)
};

export const mail_row_bill_line = /** @type {(inputs: Mail_Row_Bill_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (payment ${i?.period})`)
};

export const mail_row_bill_line_care = /** @type {(inputs: Mail_Row_Bill_Line_CareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (payment ${i?.period}), with PivotCare ${i?.care}`)
};

export const mail_fact_address = /** @type {(inputs: Mail_Fact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const mail_fact_moving_to = /** @type {(inputs: Mail_Fact_Moving_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving to`)
};

export const mail_fact_order_number = /** @type {(inputs: Mail_Fact_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const mail_fact_return_number = /** @type {(inputs: Mail_Fact_Return_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return number`)
};

export const mail_fact_pick_up_at = /** @type {(inputs: Mail_Fact_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up at`)
};

export const mail_fact_when = /** @type {(inputs: Mail_Fact_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const mail_fact_picked_up = /** @type {(inputs: Mail_Fact_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const mail_fact_delivered = /** @type {(inputs: Mail_Fact_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const mail_fact_bill_date = /** @type {(inputs: Mail_Fact_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill date`)
};

export const mail_link_receipt = /** @type {(inputs: Mail_Link_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View your receipt`)
};

export const mail_link_visits = /** @type {(inputs: Mail_Link_VisitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow or change your visits`)
};

export const mail_link_see_visit = /** @type {(inputs: Mail_Link_See_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your visit`)
};

export const mail_link_follow_crew = /** @type {(inputs: Mail_Link_Follow_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the crew on the day`)
};

export const mail_link_review = /** @type {(inputs: Mail_Link_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your pieces`)
};

export const mail_link_tip = /** @type {(inputs: Mail_Link_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip the crew`)
};

export const mail_link_pay = /** @type {(inputs: Mail_Link_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} now`)
};

export const mail_link_receipts = /** @type {(inputs: Mail_Link_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your receipts`)
};

export const mail_email_day_before = /** @type {(inputs: Mail_Email_Day_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before.`)
};

export const mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your return pickup is booked (${i?.number})`)
};

export const mail_return_preview_day = /** @type {(inputs: Mail_Return_Preview_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup on ${i?.day}`)
};

export const mail_return_preview = /** @type {(inputs: Mail_Return_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your return is booked`)
};

export const mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your return pickup is booked`)
};

export const mail_return_booked = /** @type {(inputs: Mail_Return_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number} is booked.${i?.reminder} Leave the items where the crew can reach them.`)
};

export const mail_return_fee_later = /** @type {(inputs: Mail_Return_Fee_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The return fee of ${i?.fee} is charged to your card on file when the crew picks the items up; billing for them stops that day.`)
};

export const mail_return_free = /** @type {(inputs: Mail_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup is free; billing for the items stops the day they are picked up.`)
};

export const mail_return_sms = /** @type {(inputs: Mail_Return_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`return ${i?.number} booked. Receipt: ${i?.url}`)
};

export const mail_return_sms_day = /** @type {(inputs: Mail_Return_Sms_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`return ${i?.number} booked for ${i?.day}. Receipt: ${i?.url}`)
};

export const mail_swap_subject = /** @type {(inputs: Mail_Swap_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your swap is booked (${i?.number})`)
};

export const mail_swap_preview = /** @type {(inputs: Mail_Swap_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} charged · visit on ${i?.day}`)
};

export const mail_swap_preview_no_day = /** @type {(inputs: Mail_Swap_Preview_No_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} charged · visit on the day you chose`)
};

export const mail_swap_heading = /** @type {(inputs: Mail_Swap_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swap is booked`)
};

export const mail_swap_booked = /** @type {(inputs: Mail_Swap_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swap ${i?.number} is booked: one crew visit brings your new piece and takes the old one away.${i?.reminder}`)
};

export const mail_swap_sms = /** @type {(inputs: Mail_Swap_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`swap ${i?.number} booked, ${i?.total} charged. Receipt: ${i?.url}`)
};

export const mail_move_subject = /** @type {(inputs: Mail_Move_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your move is booked (${i?.number})`)
};

export const mail_charged_preview = /** @type {(inputs: Mail_Charged_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} charged`)
};

export const mail_move_heading = /** @type {(inputs: Mail_Move_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your move is booked`)
};

export const mail_move_booked = /** @type {(inputs: Mail_Move_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number} is booked.`)
};

export const mail_move_booked_visits = /** @type {(inputs: Mail_Move_Booked_VisitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number} is booked. We will email you the day before the pickup and again before the delivery at your new address.`)
};

export const mail_move_sms = /** @type {(inputs: Mail_Move_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`move ${i?.number} booked, ${i?.total} charged. Receipt: ${i?.url}`)
};

export const mail_buyout_subject = /** @type {(inputs: Mail_Buyout_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your buyout receipt (${i?.number})`)
};

export const mail_buyout_preview = /** @type {(inputs: Mail_Buyout_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} charged · the pieces are yours`)
};

export const mail_buyout_heading = /** @type {(inputs: Mail_Buyout_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pieces are yours`)
};

export const mail_buyout_paid = /** @type {(inputs: Mail_Buyout_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buyout ${i?.number} is paid: the pieces below are yours to keep, and their monthly billing has stopped.`)
};

export const mail_buyout_sms = /** @type {(inputs: Mail_Buyout_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`buyout ${i?.number} paid, ${i?.total}. Receipt: ${i?.url}`)
};

export const mail_order_subject = /** @type {(inputs: Mail_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Pivot order is confirmed (${i?.number})`)
};

export const mail_order_subject_partner = /** @type {(inputs: Mail_Order_Subject_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.partner} order is confirmed (${i?.number})`)
};

export const mail_order_preview_pickup = /** @type {(inputs: Mail_Order_Preview_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup on ${i?.day}`)
};

export const mail_order_preview_delivery = /** @type {(inputs: Mail_Order_Preview_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery on ${i?.day}`)
};

export const mail_order_preview = /** @type {(inputs: Mail_Order_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}`)
};

export const mail_order_heading = /** @type {(inputs: Mail_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your order`)
};

export const mail_order_heading_partner = /** @type {(inputs: Mail_Order_Heading_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.partner} order is confirmed`)
};

export const mail_order_placed = /** @type {(inputs: Mail_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number} is placed.${i?.reminder}`)
};

export const mail_order_placed_partner = /** @type {(inputs: Mail_Order_Placed_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for completing the order ${i?.partner} placed for you. Order ${i?.number} is confirmed.${i?.reminder}`)
};

export const mail_order_sms = /** @type {(inputs: Mail_Order_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.number} confirmed. Receipt: ${i?.url}`)
};

export const mail_order_sms_pickup = /** @type {(inputs: Mail_Order_Sms_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.number} confirmed, pickup ${i?.day} at ${i?.address}. Receipt: ${i?.url}`)
};

export const mail_order_sms_delivery = /** @type {(inputs: Mail_Order_Sms_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.number} confirmed, delivery ${i?.day}. Receipt: ${i?.url}`)
};

export const mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: your ${i?.noun} is tomorrow`)
};

export const mail_reminder_heading = /** @type {(inputs: Mail_Reminder_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.noun} is tomorrow`)
};

export const mail_reminder_warehouse = /** @type {(inputs: Mail_Reminder_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is ready at the warehouse tomorrow. Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift.`)
};

export const mail_reminder_pickup = /** @type {(inputs: Mail_Reminder_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew comes tomorrow. Leave the items where the crew can reach them, with a clear path to the door.`)
};

export const mail_reminder_delivery = /** @type {(inputs: Mail_Reminder_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew comes tomorrow. Clear a path to the room the pieces go in; someone 18 or older needs to be home.`)
};

export const mail_reminder_follow = /** @type {(inputs: Mail_Reminder_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the crew on the day from the link below. To change the window, do it today.`)
};

export const mail_reminder_sms = /** @type {(inputs: Mail_Reminder_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your ${i?.noun} is tomorrow, ${i?.when}. Details: ${i?.url}`)
};

export const mail_picked_up_subject = /** @type {(inputs: Mail_Picked_Up_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picked up: order ${i?.number}`)
};

export const mail_picked_up_preview = /** @type {(inputs: Mail_Picked_Up_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enjoy your pieces. A review?`)
};

export const mail_picked_up_heading = /** @type {(inputs: Mail_Picked_Up_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You picked up your order`)
};

export const mail_picked_up_thanks = /** @type {(inputs: Mail_Picked_Up_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for picking up your order. We hope you enjoy your new pieces; a review helps other customers choose.`)
};

export const mail_picked_up_sms = /** @type {(inputs: Mail_Picked_Up_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.number} is picked up. Review: ${i?.review}`)
};

export const mail_delivered_subject = /** @type {(inputs: Mail_Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivered: order ${i?.number}`)
};

export const mail_delivered_preview = /** @type {(inputs: Mail_Delivered_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enjoy your pieces. A tip for the crew? A review?`)
};

export const mail_delivered_heading = /** @type {(inputs: Mail_Delivered_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pieces are delivered`)
};

export const mail_delivered_done = /** @type {(inputs: Mail_Delivered_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew has finished. We hope you enjoy your new pieces.`)
};

export const mail_delivered_tip = /** @type {(inputs: Mail_Delivered_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the crew did a great job, you can thank them with a tip; all of it goes to them. And a review helps other customers choose.`)
};

export const mail_delivered_sms = /** @type {(inputs: Mail_Delivered_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.number} is delivered. Tip the crew: ${i?.tip} Review: ${i?.review}`)
};

export const mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.noun} is cancelled (${i?.number})`)
};

export const mail_cancelled_preview_refund = /** @type {(inputs: Mail_Cancelled_Preview_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded`)
};

export const mail_cancelled_preview = /** @type {(inputs: Mail_Cancelled_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} cancelled`)
};

export const mail_cancelled_heading = /** @type {(inputs: Mail_Cancelled_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.noun} is cancelled`)
};

export const mail_cancelled_as_asked = /** @type {(inputs: Mail_Cancelled_As_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.noun} of ${i?.when} is cancelled, as you asked.`)
};

export const mail_cancelled_refunded = /** @type {(inputs: Mail_Cancelled_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We refunded ${i?.amount} to your card; it shows on your statement within 5 to 10 business days.`)
};

export const mail_cancelled_nothing = /** @type {(inputs: Mail_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for it, so there is nothing to refund.`)
};

export const mail_cancelled_items_stay = /** @type {(inputs: Mail_Cancelled_Items_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items stay with you, billed as before.`)
};

export const mail_cancelled_sms = /** @type {(inputs: Mail_Cancelled_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your ${i?.noun} of ${i?.day} is cancelled. ${i?.url}`)
};

export const mail_cancelled_sms_refund = /** @type {(inputs: Mail_Cancelled_Sms_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your ${i?.noun} of ${i?.day} is cancelled, ${i?.amount} refunded. ${i?.url}`)
};

export const mail_tip_subject = /** @type {(inputs: Mail_Tip_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your tip of ${i?.amount}`)
};

export const mail_tip_preview = /** @type {(inputs: Mail_Tip_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} for the crew of order ${i?.number}`)
};

export const mail_tip_heading = /** @type {(inputs: Mail_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your tip`)
};

export const mail_tip_all_crew = /** @type {(inputs: Mail_Tip_All_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All of it goes to the crew that made your visit. It is on your receipt.`)
};

export const mail_tip_sms = /** @type {(inputs: Mail_Tip_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`thank you for your ${i?.amount} tip. Receipt: ${i?.url}`)
};

export const mail_declined_subject = /** @type {(inputs: Mail_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined: ${i?.amount} is due`)
};

export const mail_declined_preview = /** @type {(inputs: Mail_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly bill of ${i?.day} could not be charged`)
};

export const mail_declined_heading = /** @type {(inputs: Mail_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not charge your monthly bill`)
};

export const mail_declined_card = /** @type {(inputs: Mail_Declined_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card (${i?.card}) declined the monthly bill of ${i?.day}. ${i?.amount} is now overdue.`)
};

export const mail_declined_pay = /** @type {(inputs: Mail_Declined_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay it now with the card on file or a new card. We will also try your card again in a few days.`)
};

export const mail_declined_sms = /** @type {(inputs: Mail_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your card declined your monthly bill of ${i?.amount}. Pay it here: ${i?.url}`)
};

export const mail_bill_subject = /** @type {(inputs: Mail_Bill_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly bill receipt: ${i?.amount}`)
};

export const mail_bill_preview = /** @type {(inputs: Mail_Bill_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly bill of ${i?.day}`)
};

export const mail_bill_heading = /** @type {(inputs: Mail_Bill_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your monthly bill is paid`)
};

export const mail_bill_thanks = /** @type {(inputs: Mail_Bill_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you. Here is the receipt of your monthly bill of ${i?.day}.`)
};

export const mail_bill_sms = /** @type {(inputs: Mail_Bill_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your monthly bill of ${i?.amount} is paid. Receipt: ${i?.url}`)
};

export const mail_overdue_subject = /** @type {(inputs: Mail_Overdue_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received: ${i?.amount}`)
};

export const mail_overdue_preview = /** @type {(inputs: Mail_Overdue_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your overdue balance is paid`)
};

export const mail_overdue_heading = /** @type {(inputs: Mail_Overdue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your overdue balance is paid`)
};

export const mail_overdue_received = /** @type {(inputs: Mail_Overdue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your payment of ${i?.amount} for what was overdue. Thank you.`)
};

export const mail_overdue_sms = /** @type {(inputs: Mail_Overdue_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`we received your payment of ${i?.amount}. Receipts: ${i?.url}`)
};

export const mail_fee_declined_subject = /** @type {(inputs: Mail_Fee_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined: the return fee of ${i?.amount} is due`)
};

export const mail_fee_declined_preview = /** @type {(inputs: Mail_Fee_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number}`)
};

export const mail_fee_declined_heading = /** @type {(inputs: Mail_Fee_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not charge the return fee`)
};

export const mail_fee_declined_picked = /** @type {(inputs: Mail_Fee_Declined_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The crew picked up return ${i?.number}, and billing for the items stopped. Your card declined the return fee of ${i?.amount}; it is now overdue.`)
};

export const mail_fee_declined_sms = /** @type {(inputs: Mail_Fee_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`your card declined the return fee of ${i?.amount}. Pay it here: ${i?.url}`)
};

export const mail_fee_subject = /** @type {(inputs: Mail_Fee_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return fee charged: ${i?.amount} (${i?.number})`)
};

export const mail_fee_preview = /** @type {(inputs: Mail_Fee_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your items are picked up`)
};

export const mail_fee_heading = /** @type {(inputs: Mail_Fee_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your items are picked up`)
};

export const mail_fee_charged = /** @type {(inputs: Mail_Fee_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The crew picked up return ${i?.number}, and billing for the items stopped. We charged the return fee of ${i?.amount} to ${i?.card}.`)
};

export const mail_fee_sms = /** @type {(inputs: Mail_Fee_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`return ${i?.number} picked up, return fee of ${i?.amount} charged. Receipt: ${i?.url}`)
};

export const mail_postal_address = /** @type {(inputs: Mail_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc., PO Box 1042, Station A, Toronto ON M5W 1G5.`)
};

export const mail_feed_out_subject_delivery = /** @type {(inputs: Mail_Feed_Out_Subject_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your delivery is on its way today`)
};

export const mail_feed_out_subject_pickup = /** @type {(inputs: Mail_Feed_Out_Subject_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pickup is on its way today`)
};

export const mail_feed_nearby_subject = /** @type {(inputs: Mail_Feed_Nearby_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew is 30 minutes away`)
};

export const mail_feed_out_text_delivery = /** @type {(inputs: Mail_Feed_Out_Text_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}, your Pivot delivery is out for delivery. Follow the crew: ${i?.url}`)
};

export const mail_feed_out_text_pickup = /** @type {(inputs: Mail_Feed_Out_Text_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}, your Pivot pickup is out for delivery. Follow the crew: ${i?.url}`)
};

export const mail_feed_nearby_text = /** @type {(inputs: Mail_Feed_Nearby_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}, our crew is 30 minutes away. Follow them: ${i?.url}`)
};

export const mail_sms_code = /** @type {(inputs: Mail_Sms_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} is your Pivot verification code for ${i?.phone}. It expires in 10 minutes.`)
};

export const agreements_fee_with_care = /** @type {(inputs: Agreements_Fee_With_CareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} fee + ${i?.care} PivotCare = ${i?.monthly}`)
};

export const agreements_financing = /** @type {(inputs: Agreements_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financing over ${i?.payments} months: ${i?.payments} monthly instalments of ${i?.each}, the first today${i?.total}. Yours after the last instalment; pay the balance early at any time without penalty.`)
};

export const agreements_financing_total = /** @type {(inputs: Agreements_Financing_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; total of payments ${i?.amount}`)
};

export const agreements_rent = /** @type {(inputs: Agreements_RentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rental at ${i?.each}, the first month today, for a ${i?.term}-month minimum term, then month to month until you book its pickup. The item stays ours.`)
};

export const agreements_subscription = /** @type {(inputs: Agreements_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscription at ${i?.each}, the first month today, ${i?.term}.${i?.owned}`)
};

export const agreements_term_minimum = /** @type {(inputs: Agreements_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.term}-month minimum term`)
};

export const agreements_term_monthly = /** @type {(inputs: Agreements_Term_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month to month`)
};

export const agreements_owned = /** @type {(inputs: Agreements_OwnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` After ${i?.payments} monthly fees (${i?.amount} in fees, PivotCare not counted) it is yours.`)
};

export const agreements_no_tax = /** @type {(inputs: Agreements_No_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no tax`)
};

export const agreements_pivotcare_title = /** @type {(inputs: Agreements_Pivotcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare`)
};

export const agreements_pivotcare_terms = /** @type {(inputs: Agreements_Pivotcare_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare covers accidental damage to the item (spills and stains, tears, scratches, dents, broken legs or frames): we repair it or replace the item at no cost, as often as it happens, while the item is subscribed or rented. It is billed with the monthly fee and stops when the fee stops; it does not count toward owning the item. Normal wear is never charged, with or without it.`)
};

export const agreements_without_pivotcare_title = /** @type {(inputs: Agreements_Without_Pivotcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without PivotCare`)
};

export const agreements_without_pivotcare = /** @type {(inputs: Agreements_Without_PivotcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You did not choose PivotCare: damage beyond normal wear is charged at our published repair rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 to $75), or at the retail price less the fees already paid when the item is beyond repair.`)
};

export const agreements_today_purchases = /** @type {(inputs: Agreements_Today_PurchasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`purchases ${i?.amount}`)
};

export const agreements_today_first_month = /** @type {(inputs: Agreements_Today_First_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`first month ${i?.amount}`)
};

export const agreements_today_delivery = /** @type {(inputs: Agreements_Today_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`delivery ${i?.amount} (one time: bringing the order to your door and into the room you choose)`)
};

export const agreements_today_assembly = /** @type {(inputs: Agreements_Today_AssemblyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`assembly ${i?.amount} (one time: assembling the items on the delivery day)`)
};

export const agreements_today_taxes = /** @type {(inputs: Agreements_Today_TaxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`taxes: ${i?.taxes}`)
};

export const agreements_today_credit = /** @type {(inputs: Agreements_Today_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`account credit −${i?.amount}`)
};

export const agreements_today_title = /** @type {(inputs: Agreements_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged today`)
};

export const agreements_today_text = /** @type {(inputs: Agreements_Today_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items}. Total charged today: ${i?.total}.`)
};

export const agreements_monthly_title = /** @type {(inputs: Agreements_Monthly_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month after`)
};

export const agreements_monthly_text = /** @type {(inputs: Agreements_Monthly_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subtotal} before tax, taxes: ${i?.taxes}; ${i?.total} a month in all, charged to your card on the same day each month from a month after delivery, at the tax rates then in force, until each item's term, payments or rental end as stated above.`)
};

export const agreements_returns_title = /** @type {(inputs: Agreements_Returns_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Returns (version ${i?.version})`)
};

export const agreements_returns_text = /** @type {(inputs: Agreements_Returns_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may return any item at any time by booking a pickup in your account. A pickup in the first ${i?.term} of an item’s subscription costs ${i?.fee} (PivotCare is not part of it); from ${i?.term} after its start, the pickup is free. Billing for the item stops on the pickup day.`)
};

export const agreements_clause = /** @type {(inputs: Agreements_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.text}`)
};