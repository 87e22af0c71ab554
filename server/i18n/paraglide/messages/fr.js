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

export const errors_sale_pickup_within = /** @type {(inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les commandes de la vente sont ramassées dans un délai de ${i?.days} jours. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_sale_choose_pickup = /** @type {(inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant la vente de liquidation, les commandes sont ramassées à l’entrepôt. Choisissez le ramassage.`)
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
	return /** @type {LocalizedString} */ (`Toute la journée`)
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

export const errors_returns_earliest = /** @type {(inputs: Errors_Returns_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ramassages exigent un préavis de deux jours. Le premier jour de ramassage possible est le ${i?.date} ; choisissez ce jour ou un jour suivant.`)
};

export const errors_returns_key_reused = /** @type {(inputs: Errors_Returns_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce retour a déjà été réservé avec d’autres choix. Rechargez la page et réessayez.`)
};

export const errors_returns_one_address = /** @type {(inputs: Errors_Returns_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage se fait à une seule adresse. Retournez séparément les articles de chaque adresse.`)
};

export const errors_returns_damage_photo = /** @type {(inputs: Errors_Returns_Damage_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ajoutez au moins une photo des dommages avant de réserver le ramassage.`)
};

export const errors_returns_not_yours = /** @type {(inputs: Errors_Returns_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne fait pas partie des vôtres.`)
};

export const errors_returns_item_refusal = /** @type {(inputs: Errors_Returns_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.refusal}`)
};

export const errors_returns_only_returns = /** @type {(inputs: Errors_Returns_Only_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les retours sont réservés ici.`)
};

export const errors_reload_and_retry = /** @type {(inputs: Errors_Reload_And_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechargez la page et réessayez.`)
};

export const errors_returns_choose_one = /** @type {(inputs: Errors_Returns_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à retourner.`)
};

export const errors_returns_max_items = /** @type {(inputs: Errors_Returns_Max_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retournez jusqu’à 20 articles à la fois.`)
};

export const errors_returns_listed_twice = /** @type {(inputs: Errors_Returns_Listed_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article figure deux fois.`)
};

export const errors_returns_choose_reason = /** @type {(inputs: Errors_Returns_Choose_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez pourquoi vous retournez cet article.`)
};

export const errors_returns_tell_why = /** @type {(inputs: Errors_Returns_Tell_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous en quelques mots pourquoi vous le retournez.`)
};

export const errors_returns_note_length = /** @type {(inputs: Errors_Returns_Note_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitez la note à moins de 400 caractères.`)
};

export const errors_returns_choose_condition = /** @type {(inputs: Errors_Returns_Choose_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’état de l’article.`)
};

export const errors_returns_refusal_returned = /** @type {(inputs: Errors_Returns_Refusal_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est déjà retourné ou a déjà un ramassage réservé.`)
};

export const errors_returns_refusal_owned = /** @type {(inputs: Errors_Returns_Refusal_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est à vous (payé en entier ou racheté) ; il n’y a rien à retourner.`)
};

export const errors_returns_refusal_not_returnable = /** @type {(inputs: Errors_Returns_Refusal_Not_ReturnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles financés ou achetés sont à vous ; ils ne peuvent pas être retournés.`)
};

export const errors_returns_refusal_not_delivered = /** @type {(inputs: Errors_Returns_Refusal_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a pas encore été livré ; il pourra être retourné une fois livré.`)
};

export const errors_returns_refusal_pending = /** @type {(inputs: Errors_Returns_Refusal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article a déjà un ramassage réservé.`)
};

export const errors_account_address_not_found = /** @type {(inputs: Errors_Account_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette adresse dans votre compte.`)
};

export const errors_account_max_addresses = /** @type {(inputs: Errors_Account_Max_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez au plus 50 adresses à la fois.`)
};

export const errors_account_order_not_found = /** @type {(inputs: Errors_Account_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette commande dans votre compte.`)
};

export const errors_account_card_unreadable = /** @type {(inputs: Errors_Account_Card_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la carte de nouveau : nous n’avons pas pu la lire.`)
};

export const errors_account_card_canada_only = /** @type {(inputs: Errors_Account_Card_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous acceptons seulement les cartes facturées à une adresse au Canada.`)
};

export const errors_account_processor_unreachable = /** @type {(inputs: Errors_Account_Processor_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le service de paiement. Rien n’a changé ; réessayez dans un moment.`)
};

export const errors_account_mobile_first_texts = /** @type {(inputs: Errors_Account_Mobile_First_TextsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord un numéro de cellulaire : les textos de livraison y sont envoyés.`)
};

export const errors_account_mobile_first = /** @type {(inputs: Errors_Account_Mobile_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord un numéro de cellulaire à votre profil.`)
};

export const errors_account_code_just_sent = /** @type {(inputs: Errors_Account_Code_Just_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un code vient d’être envoyé. Attendez quelques secondes avant d’en demander un autre.`)
};

export const errors_account_codes_hourly = /** @type {(inputs: Errors_Account_Codes_HourlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé plusieurs codes dans la dernière heure. Réessayez plus tard.`)
};

export const errors_account_text_failed = /** @type {(inputs: Errors_Account_Text_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer le texto pour le moment. Veuillez réessayer dans un moment.`)
};

export const errors_account_code_six_digits = /** @type {(inputs: Errors_Account_Code_Six_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez les six chiffres du code que nous vous avons envoyé par texto.`)
};

export const errors_account_code_expired = /** @type {(inputs: Errors_Account_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code a expiré ou n’a jamais été envoyé. Demandez un nouveau code.`)
};

export const errors_offset_from_zero = /** @type {(inputs: Errors_Offset_From_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le décalage commence à 0.`)
};

export const errors_addresses_postal_code = /** @type {(inputs: Errors_Addresses_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien comme A1A 1A1.`)
};

export const errors_addresses_canada_only = /** @type {(inputs: Errors_Addresses_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous livrons au Canada seulement.`)
};

export const errors_billing_no_card = /** @type {(inputs: Errors_Billing_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte n’est enregistrée. Ajoutez une carte pour payer.`)
};

export const errors_billing_payment_in_progress = /** @type {(inputs: Errors_Billing_Payment_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paiement de ce solde est déjà en cours. Actualisez la page dans un moment pour le voir.`)
};

export const errors_billing_processor_silent = /** @type {(inputs: Errors_Billing_Processor_SilentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de paiement n’a pas répondu. Rien de plus n’a été facturé ; réessayez dans un moment.`)
};

export const errors_buyout_insufficient_funds = /** @type {(inputs: Errors_Buyout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fonds de votre carte sont insuffisants. Essayez une autre carte.`)
};

export const errors_buyout_choose_one = /** @type {(inputs: Errors_Buyout_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à racheter.`)
};

export const errors_buyout_key_reused = /** @type {(inputs: Errors_Buyout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce rachat a déjà servi pour d’autres articles. Rechargez la page et réessayez.`)
};

export const errors_buyout_still_processing = /** @type {(inputs: Errors_Buyout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre rachat est encore en traitement. Consultez vos reçus dans une minute.`)
};

export const errors_buyout_price_changed = /** @type {(inputs: Errors_Buyout_Price_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix de ce rachat a changé depuis son affichage. Vérifiez le nouveau total et payez de nouveau.`)
};

export const errors_processor_check_receipts = /** @type {(inputs: Errors_Processor_Check_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de paiement n’a pas répondu. Consultez vos reçus dans une minute avant de réessayer.`)
};

export const errors_catalog_no_city = /** @type {(inputs: Errors_Catalog_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune ville n’est encore configurée.`)
};

export const errors_catalog_one_sort = /** @type {(inputs: Errors_Catalog_One_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Triez selon un seul champ à la fois.`)
};

export const errors_deliveries_not_found = /** @type {(inputs: Errors_Deliveries_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette livraison. Ouvrez-la à partir de vos livraisons.`)
};

export const errors_deliveries_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette visite a été annulée ; elle ne peut pas être déplacée.`)
};

export const errors_deliveries_under_way_no_move = /** @type {(inputs: Errors_Deliveries_Under_Way_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette visite est déjà en cours ou terminée ; elle ne peut pas être déplacée.`)
};

export const errors_deliveries_same_day = /** @type {(inputs: Errors_Deliveries_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une visite ne peut pas être déplacée le jour même. Appelez-nous et nous ferons notre possible.`)
};

export const errors_deliveries_same_window = /** @type {(inputs: Errors_Deliveries_Same_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La visite est déjà réservée dans cette plage.`)
};

export const errors_deliveries_only_pickups = /** @type {(inputs: Errors_Deliveries_Only_PickupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les ramassages peuvent être annulés ici. Pour modifier une livraison, déplacez-la dans une autre plage.`)
};

export const errors_deliveries_pickup_cancelled = /** @type {(inputs: Errors_Deliveries_Pickup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce ramassage est déjà annulé.`)
};

export const errors_deliveries_pickup_too_late = /** @type {(inputs: Errors_Deliveries_Pickup_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage ne peut pas être annulé le jour même ni une fois commencé.`)
};

export const errors_partner_order_not_found = /** @type {(inputs: Errors_Partner_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette commande. Ouvrez-la à partir du courriel que nous vous avons envoyé.`)
};

export const errors_partner_already_confirmed = /** @type {(inputs: Errors_Partner_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette commande est déjà confirmée. Pour changer son adresse, déplacez-la à partir de votre compte.`)
};

export const errors_partner_address_first = /** @type {(inputs: Errors_Partner_Address_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord l’adresse de livraison.`)
};

export const errors_partner_add_card = /** @type {(inputs: Errors_Partner_Add_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez une carte : vos paiements mensuels suivants y seront portés.`)
};

export const errors_reviews_product_not_found = /** @type {(inputs: Errors_Reviews_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas ce produit.`)
};

export const errors_reviews_plain_text = /** @type {(inputs: Errors_Reviews_Plain_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis sont en texte simple : retirez les balises HTML (tout ce qui est entre < et >).`)
};

export const errors_reviews_rating = /** @type {(inputs: Errors_Reviews_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles.`)
};

export const errors_offset_not_negative = /** @type {(inputs: Errors_Offset_Not_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le décalage doit être de 0 ou plus.`)
};

export const errors_reviews_never_delivered = /** @type {(inputs: Errors_Reviews_Never_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a jamais été livré : il ne peut donc pas être évalué.`)
};

export const errors_reviews_after_delivery = /** @type {(inputs: Errors_Reviews_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez évaluer cet article une fois qu’il aura été livré.`)
};

export const errors_reviews_excluded = /** @type {(inputs: Errors_Reviews_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne peut pas être évalué.`)
};

export const errors_reviews_item_not_found = /** @type {(inputs: Errors_Reviews_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cet article dans votre compte.`)
};

export const errors_share_cart_empty = /** @type {(inputs: Errors_Share_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide : ajoutez un article avant de le partager.`)
};

export const errors_share_line_no_product = /** @type {(inputs: Errors_Share_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ligne du panier n’a pas de produit. Retirez-la et réessayez.`)
};

export const errors_moves_choose_one = /** @type {(inputs: Errors_Moves_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à déménager.`)
};

export const errors_moves_one_address = /** @type {(inputs: Errors_Moves_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un déménagement prend les articles d’une seule adresse. Déménagez séparément les articles de chaque adresse.`)
};

export const errors_moves_choose_address = /** @type {(inputs: Errors_Moves_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’adresse de destination.`)
};

export const errors_moves_same_address = /** @type {(inputs: Errors_Moves_Same_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles sont déjà à cette adresse. Choisissez-en une autre.`)
};

export const errors_moves_sign_in = /** @type {(inputs: Errors_Moves_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour déménager vos meubles.`)
};

export const errors_moves_key_reused = /** @type {(inputs: Errors_Moves_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement a déjà été réservé avec d’autres choix. Rechargez la page et réessayez.`)
};

export const errors_swaps_choose_replacement = /** @type {(inputs: Errors_Swaps_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un article de remplacement dans la liste.`)
};

export const errors_swaps_not_at_depot = /** @type {(inputs: Errors_Swaps_Not_At_DepotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article de remplacement n’est pas offert à votre dépôt. Choisissez-en un autre.`)
};

export const errors_swaps_not_now = /** @type {(inputs: Errors_Swaps_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article de remplacement ne peut pas être échangé pour le moment. Choisissez-en un autre.`)
};

export const errors_swaps_key_reused = /** @type {(inputs: Errors_Swaps_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet échange a déjà été réservé avec d’autres choix. Rechargez la page et réessayez.`)
};

export const errors_visits_not_found = /** @type {(inputs: Errors_Visits_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cet échange ou ce déménagement. Ouvrez-le à partir de vos livraisons.`)
};

export const errors_visits_card_declined = /** @type {(inputs: Errors_Visits_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée. Mettez à jour la carte enregistrée et réessayez.`)
};

export const errors_visits_insufficient_funds = /** @type {(inputs: Errors_Visits_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fonds de votre carte sont insuffisants. Mettez à jour la carte enregistrée et réessayez.`)
};

export const errors_visits_expired_card = /** @type {(inputs: Errors_Visits_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte est expirée. Mettez à jour la carte enregistrée et réessayez.`)
};

export const errors_visits_no_card = /** @type {(inputs: Errors_Visits_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte n’est enregistrée. Ajoutez d’abord une carte dans Renseignements de paiement.`)
};

export const errors_visits_processor_silent = /** @type {(inputs: Errors_Visits_Processor_SilentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de paiement n’a pas répondu. Réessayez dans une minute : vous ne serez facturé qu’une fois.`)
};

export const errors_visits_payment_failed = /** @type {(inputs: Errors_Visits_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n’a pas pu être effectué ; aucun montant ne vous a été facturé. Réessayez.`)
};

export const errors_tips_card_declined = /** @type {(inputs: Errors_Tips_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée. Mettez à jour votre carte enregistrée et réessayez.`)
};

export const errors_tips_insufficient_funds = /** @type {(inputs: Errors_Tips_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fonds de votre carte sont insuffisants. Mettez à jour votre carte enregistrée et réessayez.`)
};

export const errors_tips_expired_card = /** @type {(inputs: Errors_Tips_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte enregistrée est expirée. Mettez-la à jour et réessayez.`)
};

export const errors_tips_amount = /** @type {(inputs: Errors_Tips_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le pourboire sous forme de montant en dollars.`)
};

export const errors_tips_decimals = /** @type {(inputs: Errors_Tips_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pourboire est en dollars et en cents : utilisez au plus deux décimales.`)
};

export const errors_tips_positive = /** @type {(inputs: Errors_Tips_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un pourboire supérieur à 0 $.`)
};

export const errors_tips_delivery_not_found = /** @type {(inputs: Errors_Tips_Delivery_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas cette livraison dans votre compte.`)
};

export const errors_tips_cancelled = /** @type {(inputs: Errors_Tips_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette visite a été annulée : il n’y a donc pas d’équipe à qui donner un pourboire.`)
};

export const errors_tips_after_delivery = /** @type {(inputs: Errors_Tips_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez donner un pourboire à l’équipe une fois la livraison terminée.`)
};

export const errors_tips_processing = /** @type {(inputs: Errors_Tips_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pourboire est en traitement. Consultez vos reçus dans une minute.`)
};

export const errors_tips_no_card = /** @type {(inputs: Errors_Tips_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte n’est enregistrée. Ajoutez une carte dans Renseignements de paiement pour donner un pourboire.`)
};

export const errors_tips_charge_failed = /** @type {(inputs: Errors_Tips_Charge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pourboire n’a pas pu être facturé ; aucun montant ne vous a été facturé. Réessayez.`)
};

export const errors_check_fields = /** @type {(inputs: Errors_Check_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez ${i?.count} champs : ${i?.texts}`)
};

export const errors_visit_choose_day = /** @type {(inputs: Errors_Visit_Choose_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un ${i?.day}.`)
};

export const errors_visit_earliest = /** @type {(inputs: Errors_Visit_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier ${i?.day} possible${i?.forWhat} est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_visit_days_ahead = /** @type {(inputs: Errors_Visit_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On peut réserver les ${i?.plural} jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_visit_no_weekday = /** @type {(inputs: Errors_Visit_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} ne ${i?.verb} pas le ${i?.weekday}. Choisissez un autre jour.`)
};

export const errors_visit_choose_time = /** @type {(inputs: Errors_Visit_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une ${i?.time} : ${i?.windows}.`)
};

export const errors_words_delivery_day = /** @type {(inputs: Errors_Words_Delivery_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jour de livraison`)
};

export const errors_words_delivery_time = /** @type {(inputs: Errors_Words_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heure de livraison`)
};

export const errors_words_deliveries = /** @type {(inputs: Errors_Words_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livraisons`)
};

export const errors_words_deliver = /** @type {(inputs: Errors_Words_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livre`)
};

export const errors_words_for_this_order = /** @type {(inputs: Errors_Words_For_This_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` pour cette commande`)
};

export const errors_words_pickup_day = /** @type {(inputs: Errors_Words_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jour de ramassage`)
};

export const errors_words_pickup_time = /** @type {(inputs: Errors_Words_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heure de ramassage`)
};

export const errors_words_pickups = /** @type {(inputs: Errors_Words_PickupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramassages`)
};

export const errors_words_pick_up = /** @type {(inputs: Errors_Words_Pick_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramasse`)
};

export const errors_words_swap_day = /** @type {(inputs: Errors_Words_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jour d’échange`)
};

export const errors_words_swap_time = /** @type {(inputs: Errors_Words_Swap_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heure d’échange`)
};

export const errors_words_swaps = /** @type {(inputs: Errors_Words_SwapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`échanges`)
};

export const errors_words_move_day = /** @type {(inputs: Errors_Words_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jour de déménagement`)
};

export const errors_words_move_time = /** @type {(inputs: Errors_Words_Move_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heure de déménagement`)
};

export const errors_words_moves = /** @type {(inputs: Errors_Words_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`déménagements`)
};

export const errors_buyout_max_items = /** @type {(inputs: Errors_Buyout_Max_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rachetez jusqu’à ${i?.max} articles à la fois.`)
};

export const errors_reviews_page_size = /** @type {(inputs: Errors_Reviews_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez de 1 à ${i?.max} avis à la fois.`)
};

export const errors_moves_max_items = /** @type {(inputs: Errors_Moves_Max_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déménagez jusqu’à ${i?.max} articles à la fois.`)
};

export const errors_tips_smallest = /** @type {(inputs: Errors_Tips_SmallestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus petit pourboire est de ${i?.amount}.`)
};

export const errors_tips_largest = /** @type {(inputs: Errors_Tips_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus gros pourboire que nous pouvons accepter en ligne est de ${i?.amount}.`)
};

export const errors_tips_already_tipped = /** @type {(inputs: Errors_Tips_Already_TippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez déjà donné un pourboire de ${i?.amount} à cette équipe. Merci !`)
};

export const errors_catalog_city_not_served = /** @type {(inputs: Errors_Catalog_City_Not_ServedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous ne livrons pas dans la ville ${i?.id}. Choisissez une autre ville.`)
};

export const errors_catalog_no_category = /** @type {(inputs: Errors_Catalog_No_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de catégorie ${i?.id}.`)
};

export const errors_catalog_no_product = /** @type {(inputs: Errors_Catalog_No_ProductInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de produit « ${i?.slug} ».`)
};

export const errors_words_this_swap = /** @type {(inputs: Errors_Words_This_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cet échange`)
};

export const errors_words_this_move = /** @type {(inputs: Errors_Words_This_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce déménagement`)
};

export const errors_words_this_order = /** @type {(inputs: Errors_Words_This_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette commande`)
};

export const errors_words_a_swap_start = /** @type {(inputs: Errors_Words_A_Swap_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un échange`)
};

export const errors_words_a_move_start = /** @type {(inputs: Errors_Words_A_Move_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un déménagement`)
};

export const errors_words_an_order_start = /** @type {(inputs: Errors_Words_An_Order_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une commande`)
};

export const errors_words_this_swap_start = /** @type {(inputs: Errors_Words_This_Swap_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet échange`)
};

export const errors_words_this_move_start = /** @type {(inputs: Errors_Words_This_Move_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement`)
};

export const errors_words_pickup = /** @type {(inputs: Errors_Words_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramassage`)
};

export const errors_words_delivery = /** @type {(inputs: Errors_Words_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livraison`)
};

export const errors_words_receipts = /** @type {(inputs: Errors_Words_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reçus`)
};

export const errors_words_bills = /** @type {(inputs: Errors_Words_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`factures`)
};

export const errors_deliveries_swap_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Swap_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet échange a été annulé ; il ne peut plus être déplacé.`)
};

export const errors_deliveries_move_cancelled_no_move = /** @type {(inputs: Errors_Deliveries_Move_Cancelled_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement a été annulé ; il ne peut plus être déplacé.`)
};

export const errors_deliveries_other_visit_started = /** @type {(inputs: Errors_Deliveries_Other_Visit_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’autre visite de ${i?.booking} a lieu aujourd’hui ou est en cours, et les deux se déplacent ensemble. Appelez-nous et nous ferons notre possible.`)
};

export const errors_deliveries_notice = /** @type {(inputs: Errors_Deliveries_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} demande un préavis de ${i?.days} jours : le premier jour possible pour cette visite est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_deliveries_move_days_ahead = /** @type {(inputs: Errors_Deliveries_Move_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une visite peut être déplacée jusqu’à ${i?.days} jours à l’avance. Choisissez un jour au plus tard le ${i?.date}.`)
};

export const errors_deliveries_other_depot_no_window = /** @type {(inputs: Errors_Deliveries_Other_Depot_No_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’autre dépôt de ${i?.booking} n’offre pas la plage ${i?.window}. Choisissez une autre plage.`)
};

export const errors_deliveries_window_full = /** @type {(inputs: Errors_Deliveries_Window_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.date}, la plage ${i?.window} est complète. Choisissez une autre plage.`)
};

export const errors_deliveries_half_of_swap = /** @type {(inputs: Errors_Deliveries_Half_Of_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette visite (${i?.kind}) fait partie de l’échange ${i?.number} : l’équipe apporte la nouvelle pièce et reprend l’ancienne en une seule visite, donc les deux ne sont jamais annulées séparément. Annulez plutôt l’échange : rien n’a été changé.`)
};

export const errors_deliveries_half_of_move = /** @type {(inputs: Errors_Deliveries_Half_Of_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette visite (${i?.kind}) fait partie du déménagement ${i?.number} : l’équipe ramasse les articles et les livre à la nouvelle adresse, donc les deux ne sont jamais annulées séparément. Annulez plutôt le déménagement : rien n’a été changé.`)
};

export const errors_bookings_already_cancelled = /** @type {(inputs: Errors_Bookings_Already_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} est déjà annulé.`)
};

export const errors_bookings_done = /** @type {(inputs: Errors_Bookings_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} est terminé ; il n’y a plus rien à annuler.`)
};

export const errors_bookings_too_late = /** @type {(inputs: Errors_Bookings_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking} ne peut pas être annulé en ligne le jour même ni une fois l’équipe en route. Appelez-nous et nous ferons notre possible.`)
};

export const errors_reviews_too_short = /** @type {(inputs: Errors_Reviews_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dites-en un peu plus aux autres clients : au moins ${i?.min} caractères.`)
};

export const errors_reviews_too_long = /** @type {(inputs: Errors_Reviews_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez votre avis à ${i?.max} caractères (il en compte ${i?.count}).`)
};

export const errors_receipts_not_found = /** @type {(inputs: Errors_Receipts_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas ce reçu. Il appartient peut-être à un autre compte.`)
};

export const errors_receipts_page_size = /** @type {(inputs: Errors_Receipts_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez de 1 à ${i?.max} ${i?.what} à la fois.`)
};

export const errors_account_too_many_codes = /** @type {(inputs: Errors_Account_Too_Many_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de codes erronés. Vous pourrez réessayer à partir de ${i?.time}.`)
};

export const errors_account_code_wrong_one = /** @type {(inputs: Errors_Account_Code_Wrong_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas le bon. Il vous reste 1 essai.`)
};

export const errors_account_code_wrong_many = /** @type {(inputs: Errors_Account_Code_Wrong_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas le bon. Il vous reste ${i?.count} essais.`)
};

export const errors_buyout_refusal_not_held = /** @type {(inputs: Errors_Buyout_Refusal_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus chez vous (retourné ou en route vers nous).`)
};

export const errors_buyout_refusal_final_sale = /** @type {(inputs: Errors_Buyout_Refusal_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles en vente finale ne peuvent pas être rachetés.`)
};

export const errors_buyout_refusal_repaired = /** @type {(inputs: Errors_Buyout_Refusal_RepairedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles réparés ne peuvent pas être rachetés.`)
};

export const errors_buyout_refusal_not_monthly = /** @type {(inputs: Errors_Buyout_Refusal_Not_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article a été acheté comptant ; il n’y a rien à racheter.`)
};

export const errors_buyout_refusal_already_owned = /** @type {(inputs: Errors_Buyout_Refusal_Already_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article vous appartient déjà : il a été payé en entier ou racheté.`)
};

export const errors_buyout_refusal_not_delivered = /** @type {(inputs: Errors_Buyout_Refusal_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a pas encore été livré ; il pourra être racheté une fois livré.`)
};

export const errors_buyout_refusal_no_retail_value = /** @type {(inputs: Errors_Buyout_Refusal_No_Retail_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne pouvons pas établir le prix de rachat de cet article ; joignez-nous.`)
};

export const errors_buyout_refusal_pending = /** @type {(inputs: Errors_Buyout_Refusal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un rachat de cet article est en cours de paiement. Actualisez la page dans un moment.`)
};

export const errors_buyout_unpaid_bill = /** @type {(inputs: Errors_Buyout_Unpaid_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une facture mensuelle de cet article a été refusée et n’est pas encore payée. Payez d’abord le solde en souffrance (Renseignements de paiement) ; ce mois comptera ensuite dans le prix.`)
};

export const errors_tips_note_too_long = /** @type {(inputs: Errors_Tips_Note_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez la note à ${i?.max} caractères (elle en compte ${i?.count}).`)
};

export const errors_visit_choose_swap_day = /** @type {(inputs: Errors_Visit_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour de l’échange.`)
};

export const errors_visit_choose_move_day = /** @type {(inputs: Errors_Visit_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour du déménagement.`)
};

export const errors_visit_day_passed = /** @type {(inputs: Errors_Visit_Day_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce jour est passé. Choisissez le ${i?.date} ou un jour suivant.`)
};

export const errors_visit_earliest_swap = /** @type {(inputs: Errors_Visit_Earliest_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour d’échange possible est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_visit_earliest_move = /** @type {(inputs: Errors_Visit_Earliest_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le premier jour de déménagement possible est le ${i?.date}. Choisissez ce jour ou un jour suivant.`)
};

export const errors_moves_notice = /** @type {(inputs: Errors_Moves_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un déménagement demande au moins une semaine de préavis. Choisissez le ${i?.date} ou un jour suivant.`)
};

export const errors_visit_refusal_returned = /** @type {(inputs: Errors_Visit_Refusal_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est déjà retourné ou a un ramassage prévu.`)
};

export const errors_visit_refusal_owned_swap = /** @type {(inputs: Errors_Visit_Refusal_Owned_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article vous appartient (payé en entier ou racheté) ; il n’y a rien à échanger.`)
};

export const errors_visit_refusal_owned_move = /** @type {(inputs: Errors_Visit_Refusal_Owned_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article vous appartient (payé en entier ou racheté) ; nous déménageons les articles que vous payez par mois.`)
};

export const errors_visit_refusal_not_delivered_swap = /** @type {(inputs: Errors_Visit_Refusal_Not_Delivered_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a pas encore été livré ; il pourra être échangé une fois livré.`)
};

export const errors_visit_refusal_not_delivered_move = /** @type {(inputs: Errors_Visit_Refusal_Not_Delivered_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a pas encore été livré ; il pourra être déménagé une fois livré.`)
};

export const errors_visit_refusal_not_swappable = /** @type {(inputs: Errors_Visit_Refusal_Not_SwappableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles financés ou achetés vous appartiennent ; seuls les articles en abonnement ou en location peuvent être échangés.`)
};

export const errors_visit_refusal_buyout = /** @type {(inputs: Errors_Visit_Refusal_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est en cours de rachat.`)
};

export const errors_visit_refusal_booked = /** @type {(inputs: Errors_Visit_Refusal_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un retour, un échange ou un déménagement de cet article est déjà prévu.`)
};

export const errors_addresses_not_reached = /** @type {(inputs: Errors_Addresses_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous ne livrons pas encore au ${i?.postalCode} : nos équipes se rendent à environ 75 km autour de nos 15 dépôts.`)
};

export const errors_addresses_too_many = /** @type {(inputs: Errors_Addresses_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez garder jusqu’à ${i?.max} adresses. Retirez d’abord une adresse que vous n’utilisez plus.`)
};

export const errors_partner_depot_not_reached = /** @type {(inputs: Errors_Partner_Depot_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} livre depuis notre dépôt de ${i?.depot}, qui ne dessert pas le ${i?.postalCode}. Appelez la salle d’exposition pour transférer la commande à ${i?.city}.`)
};

export const errors_tax_rates_before = /** @type {(inputs: Errors_Tax_Rates_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les taux de taxe de vente de ${i?.province} sont enregistrés à partir du ${i?.start} ; le ${i?.date} est antérieur.`)
};

export const errors_time_zone_unknown = /** @type {(inputs: Errors_Time_Zone_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.zone} » n’est pas un fuseau horaire connu.`)
};

export const errors_date_invalid = /** @type {(inputs: Errors_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date n’est pas un moment valide.`)
};

export const errors_money_two_decimals = /** @type {(inputs: Errors_Money_Two_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les montants sont en dollars, avec au plus deux décimales.`)
};

export const errors_photos_closed = /** @type {(inputs: Errors_Photos_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles ont été ramassés ; leurs photos ne peuvent plus être modifiées.`)
};

export const errors_photos_not_on_return = /** @type {(inputs: Errors_Photos_Not_On_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo ne fait pas partie de ce retour.`)
};

export const errors_photos_return_not_found = /** @type {(inputs: Errors_Photos_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas ce retour.`)
};

export const errors_photos_item_not_on_return = /** @type {(inputs: Errors_Photos_Item_Not_On_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne fait pas partie de ce retour.`)
};

export const errors_photos_choose = /** @type {(inputs: Errors_Photos_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une photo à téléverser.`)
};

export const errors_photos_too_big = /** @type {(inputs: Errors_Photos_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos doivent faire moins de 15 Mo.`)
};

export const errors_photos_max_per_item = /** @type {(inputs: Errors_Photos_Max_Per_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’à ${i?.max} photos par article.`)
};

export const errors_photos_reload = /** @type {(inputs: Errors_Photos_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechargez la page et réessayez.`)
};

export const errors_photos_item_not_yours = /** @type {(inputs: Errors_Photos_Item_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article ne vous appartient pas.`)
};

export const errors_photos_too_many_pixels = /** @type {(inputs: Errors_Photos_Too_Many_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo a trop de pixels. Envoyez une photo d’au plus 50 mégapixels.`)
};

export const errors_photos_not_a_photo = /** @type {(inputs: Errors_Photos_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas une photo. Envoyez une image JPEG, PNG, WebP ou HEIC.`)
};

export const errors_photos_unreadable = /** @type {(inputs: Errors_Photos_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo n’a pas pu être lue. Envoyez une image JPEG, PNG, WebP ou HEIC.`)
};

export const errors_addresses_visit_booked = /** @type {(inputs: Errors_Addresses_Visit_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une visite de notre équipe est prévue ici : ${i?.visit}, le ${i?.date}${i?.more}. Cette adresse reste jusqu’à ce que la visite soit terminée ou annulée (voir Livraisons dans votre compte).`)
};

export const errors_addresses_one_more_visit = /** @type {(inputs: Errors_Addresses_One_More_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` et 1 autre visite`)
};

export const errors_addresses_more_visits = /** @type {(inputs: Errors_Addresses_More_VisitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` et ${i?.count} autres visites`)
};

export const errors_addresses_visit_return_pickup = /** @type {(inputs: Errors_Addresses_Visit_Return_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ramassage du retour ${i?.number}`)
};

export const errors_addresses_visit_swap = /** @type {(inputs: Errors_Addresses_Visit_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l’échange ${i?.number}`)
};

export const errors_addresses_visit_move_delivering = /** @type {(inputs: Errors_Addresses_Visit_Move_DeliveringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le déménagement ${i?.number}, livraison ici`)
};

export const errors_addresses_visit_move_picking_up = /** @type {(inputs: Errors_Addresses_Visit_Move_Picking_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le déménagement ${i?.number}, ramassage ici`)
};

export const errors_addresses_visit_order_pickup = /** @type {(inputs: Errors_Addresses_Visit_Order_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ramassage de la commande ${i?.number}`)
};

export const errors_addresses_visit_order_delivery = /** @type {(inputs: Errors_Addresses_Visit_Order_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la livraison de la commande ${i?.number}`)
};

export const errors_addresses_one_product_here = /** @type {(inputs: Errors_Addresses_One_Product_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 produit se trouve à cette adresse. Retournez-le, déménagez-le ou rachetez-le d’abord, puis vous pourrez retirer l’adresse.`)
};

export const errors_addresses_products_here = /** @type {(inputs: Errors_Addresses_Products_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} produits se trouvent à cette adresse. Retournez-les, déménagez-les ou rachetez-les d’abord, puis vous pourrez retirer l’adresse.`)
};

export const errors_address_street_the = /** @type {(inputs: Errors_Address_Street_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’adresse municipale.`)
};

export const errors_address_street_your = /** @type {(inputs: Errors_Address_Street_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse municipale.`)
};

export const errors_address_street_long = /** @type {(inputs: Errors_Address_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse municipale d’au plus 200 caractères.`)
};

export const errors_address_unit_long = /** @type {(inputs: Errors_Address_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’unité d’au plus 20 caractères.`)
};

export const errors_address_city_the = /** @type {(inputs: Errors_Address_City_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la ville.`)
};

export const errors_address_city_your = /** @type {(inputs: Errors_Address_City_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre ville.`)
};

export const errors_address_city_long = /** @type {(inputs: Errors_Address_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une ville d’au plus 100 caractères.`)
};

export const errors_address_province_the = /** @type {(inputs: Errors_Address_Province_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la province ou le territoire.`)
};

export const errors_address_province_your = /** @type {(inputs: Errors_Address_Province_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre province ou territoire.`)
};

export const errors_address_postal_the = /** @type {(inputs: Errors_Address_Postal_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code postal.`)
};

export const errors_address_postal_your = /** @type {(inputs: Errors_Address_Postal_YourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code postal.`)
};

export const errors_address_postal_invalid = /** @type {(inputs: Errors_Address_Postal_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien, comme K1A 0B1.`)
};

export const errors_address_postal_province = /** @type {(inputs: Errors_Address_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postalCode} n’est pas un code postal de la province ou du territoire choisi (${i?.province}). Vérifiez le code postal ou la province.`)
};

export const errors_address_first_name = /** @type {(inputs: Errors_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le prénom de la personne qui reçoit la livraison.`)
};

export const errors_address_first_name_long = /** @type {(inputs: Errors_Address_First_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un prénom d’au plus 60 caractères.`)
};

export const errors_address_last_name = /** @type {(inputs: Errors_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le nom de famille de la personne qui reçoit la livraison.`)
};

export const errors_address_last_name_long = /** @type {(inputs: Errors_Address_Last_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom de famille d’au plus 60 caractères.`)
};

export const errors_address_phone = /** @type {(inputs: Errors_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0134.`)
};

export const errors_address_building = /** @type {(inputs: Errors_Address_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez maison, appartement, condo, maison de ville ou bureau.`)
};

export const errors_address_floor = /** @type {(inputs: Errors_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’étage en nombre entier, comme 3 (0 pour le rez-de-chaussée).`)
};

export const errors_address_receiving_hours_long = /** @type {(inputs: Errors_Address_Receiving_Hours_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez des heures de réception d’au plus ${i?.max} caractères.`)
};

export const errors_address_buzzer_long = /** @type {(inputs: Errors_Address_Buzzer_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’interphone d’au plus ${i?.max} caractères.`)
};

export const errors_address_instructions_long = /** @type {(inputs: Errors_Address_Instructions_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez des instructions de livraison d’au plus ${i?.max} caractères.`)
};

export const errors_moves_not_reached = /** @type {(inputs: Errors_Moves_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun dépôt ne dessert le ${i?.postalCode} : nos équipes se rendent à environ 75 km autour de nos 15 dépôts, nous ne pouvons donc pas y déménager vos meubles.`)
};

export const errors_profile_first_name = /** @type {(inputs: Errors_Profile_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre prénom.`)
};

export const errors_profile_last_name = /** @type {(inputs: Errors_Profile_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom de famille.`)
};

export const errors_profile_first_name_long = /** @type {(inputs: Errors_Profile_First_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez un prénom d’au plus ${i?.max} caractères.`)
};

export const errors_profile_last_name_long = /** @type {(inputs: Errors_Profile_Last_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez un nom de famille d’au plus ${i?.max} caractères.`)
};

export const errors_phone_digits_only = /** @type {(inputs: Errors_Phone_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone en chiffres seulement, comme 416-555-0134.`)
};

export const errors_phone_canadian = /** @type {(inputs: Errors_Phone_CanadianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro canadien (+1), comme 416-555-0134.`)
};

export const errors_phone_ten_digits = /** @type {(inputs: Errors_Phone_Ten_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez les 10 chiffres du numéro avec l’indicatif régional, comme 416-555-0134.`)
};

export const errors_phone_not_valid = /** @type {(inputs: Errors_Phone_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce numéro n’est pas valide : l’indicatif régional et les trois chiffres suivants commencent par 2 à 9, comme 416-555-0134.`)
};

export const errors_phone_area_code = /** @type {(inputs: Errors_Phone_Area_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.areaCode} n’est pas un indicatif régional canadien. Entrez un numéro canadien, comme 416-555-0134.`)
};

export const errors_swatches_full_name = /** @type {(inputs: Errors_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom complet.`)
};

export const errors_swatches_full_name_long = /** @type {(inputs: Errors_Swatches_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom d’au plus 100 caractères.`)
};

export const errors_swatches_email = /** @type {(inputs: Errors_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const errors_swatches_email_invalid = /** @type {(inputs: Errors_Swatches_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel comme nom@exemple.ca.`)
};

export const errors_swatches_phone = /** @type {(inputs: Errors_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre numéro de téléphone.`)
};

export const errors_swatches_phone_invalid = /** @type {(inputs: Errors_Swatches_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0123.`)
};

export const errors_swatches_canada_only = /** @type {(inputs: Errors_Swatches_Canada_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous postons les échantillons au Canada seulement.`)
};

export const errors_swatches_none = /** @type {(inputs: Errors_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un échantillon.`)
};

export const errors_swatches_many = /** @type {(inputs: Errors_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} échantillons par commande.`)
};

export const errors_swatches_unknown = /** @type {(inputs: Errors_Swatches_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’un des échantillons choisis n’existe pas. Choisissez de nouveau.`)
};

export const errors_swatches_saved_address_invalid = /** @type {(inputs: Errors_Swatches_Saved_Address_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse enregistrée n’est pas valide. Entrez plutôt l’adresse.`)
};

export const errors_swatches_no_longer_offered = /** @type {(inputs: Errors_Swatches_No_Longer_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’un des échantillons choisis n’est plus offert. Choisissez de nouveau.`)
};

export const errors_swatches_sign_in_for_address = /** @type {(inputs: Errors_Swatches_Sign_In_For_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour utiliser une adresse enregistrée, ou entrez l’adresse.`)
};

export const errors_swatches_saved_address_not_found = /** @type {(inputs: Errors_Swatches_Saved_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse enregistrée est introuvable. Entrez plutôt l’adresse.`)
};

export const errors_catalog_id = /** @type {(inputs: Errors_Catalog_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} doit être un nombre entier positif (reçu : « ${i?.got} »).`)
};

export const errors_catalog_too_many_values = /** @type {(inputs: Errors_Catalog_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au plus ${i?.max} ${i?.field} peuvent être choisis à la fois.`)
};

export const errors_catalog_value_too_long = /** @type {(inputs: Errors_Catalog_Value_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une valeur de ${i?.field} est trop longue.`)
};

export const errors_catalog_limit_range = /** @type {(inputs: Errors_Catalog_Limit_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit doit être de 1 à ${i?.max}.`)
};

export const errors_catalog_offset_range = /** @type {(inputs: Errors_Catalog_Offset_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`offset doit être de 0 à ${i?.max}.`)
};

export const errors_catalog_search_long = /** @type {(inputs: Errors_Catalog_Search_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cherchez au plus ${i?.max} caractères.`)
};

export const errors_catalog_suggestions_max = /** @type {(inputs: Errors_Catalog_Suggestions_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez des suggestions pour au plus ${i?.max} produits.`)
};

export const errors_share_quantity = /** @type {(inputs: Errors_Share_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez une quantité de 1 à ${i?.max}.`)
};

export const errors_share_not_purchase_option = /** @type {(inputs: Errors_Share_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.option} » n’est pas une façon de payer offerte.`)
};

export const errors_share_no_longer_sold = /** @type {(inputs: Errors_Share_No_Longer_SoldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est plus vendu. Retirez-le de votre panier et partagez de nouveau.`)
};

export const errors_share_product_fallback = /** @type {(inputs: Errors_Share_Product_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produit ${i?.id}`)
};

export const errors_share_not_offered = /** @type {(inputs: Errors_Share_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est plus offert de cette façon. Choisissez de nouveau comment le payer.`)
};

export const errors_auth_invalid_credentials = /** @type {(inputs: Errors_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le courriel ou le mot de passe est incorrect.`)
};

export const errors_auth_session_ended = /** @type {(inputs: Errors_Auth_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous connecter de nouveau.`)
};

export const errors_auth_link_expired = /** @type {(inputs: Errors_Auth_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien est expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

export const errors_auth_sign_in = /** @type {(inputs: Errors_Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const errors_auth_internal = /** @type {(inputs: Errors_Auth_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté. Veuillez réessayer dans un moment.`)
};

export const errors_auth_request_too_large = /** @type {(inputs: Errors_Auth_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête est trop volumineuse.`)
};

export const errors_auth_send_json = /** @type {(inputs: Errors_Auth_Send_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez la requête en JSON.`)
};

export const errors_auth_invalid_json = /** @type {(inputs: Errors_Auth_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête n’est pas du JSON valide.`)
};

export const errors_auth_send_object = /** @type {(inputs: Errors_Auth_Send_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoyez un objet JSON ${i?.shape}.`)
};

export const errors_auth_type_courier = /** @type {(inputs: Errors_Auth_Type_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le type de la requête doit être « courier ».`)
};

export const errors_auth_which_action = /** @type {(inputs: Errors_Auth_Which_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez l’action à exécuter.`)
};

export const errors_auth_action_data = /** @type {(inputs: Errors_Auth_Action_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actionData doit être un objet.`)
};

export const errors_auth_email = /** @type {(inputs: Errors_Auth_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const errors_auth_email_invalid = /** @type {(inputs: Errors_Auth_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel valide, comme nom@exemple.ca.`)
};

export const errors_auth_password = /** @type {(inputs: Errors_Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un mot de passe.`)
};

export const errors_auth_password_is_email = /** @type {(inputs: Errors_Auth_Password_Is_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un mot de passe différent de votre adresse courriel.`)
};

export const errors_auth_password_common = /** @type {(inputs: Errors_Auth_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.`)
};

export const errors_auth_provider_unavailable = /** @type {(inputs: Errors_Auth_Provider_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce service de connexion ne répond pas. Veuillez réessayer dans un moment.`)
};

export const errors_auth_social_state = /** @type {(inputs: Errors_Auth_Social_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion n’a pas commencé dans ce navigateur, ou a pris trop de temps. Veuillez réessayer.`)
};

export const errors_auth_social_too_long = /** @type {(inputs: Errors_Auth_Social_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion a pris trop de temps. Veuillez réessayer.`)
};

export const errors_auth_social_cancelled = /** @type {(inputs: Errors_Auth_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion a été annulée.`)
};

export const errors_auth_social_failed = /** @type {(inputs: Errors_Auth_Social_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de connexion n’a pas pu vous connecter. Veuillez réessayer.`)
};

export const errors_auth_unavailable = /** @type {(inputs: Errors_Auth_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion est indisponible pour un moment. Veuillez réessayer bientôt.`)
};

export const errors_auth_name_long = /** @type {(inputs: Errors_Auth_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au plus 100 caractères pour votre nom.`)
};

export const errors_auth_name_control = /** @type {(inputs: Errors_Auth_Name_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez les caractères de contrôle cachés de votre nom.`)
};

export const errors_auth_your_password = /** @type {(inputs: Errors_Auth_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre mot de passe.`)
};

export const errors_auth_identity_in_use = /** @type {(inputs: Errors_Auth_Identity_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion est déjà liée à un autre compte, ou ce compte en a déjà une du même service.`)
};

export const errors_auth_email_taken = /** @type {(inputs: Errors_Auth_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte utilise déjà ce courriel. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.`)
};

export const errors_auth_link_account_expired = /** @type {(inputs: Errors_Auth_Link_Account_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien vers votre autre connexion est expiré ou appartient à un autre compte. Connectez-vous de nouveau avec celle-ci.`)
};

export const errors_auth_reset_expired = /** @type {(inputs: Errors_Auth_Reset_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réinitialisation est expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

export const errors_auth_refresh_to_sign_out = /** @type {(inputs: Errors_Auth_Refresh_To_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez le jeton d’actualisation pour vous déconnecter.`)
};

export const errors_auth_temp_link_expired = /** @type {(inputs: Errors_Auth_Temp_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion est expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

export const errors_auth_reauthenticate = /** @type {(inputs: Errors_Auth_ReauthenticateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre sécurité, connectez-vous de nouveau avant de changer votre adresse courriel.`)
};

export const errors_auth_same_email = /** @type {(inputs: Errors_Auth_Same_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est déjà votre adresse courriel.`)
};

export const errors_auth_email_in_use = /** @type {(inputs: Errors_Auth_Email_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre compte utilise déjà cette adresse courriel.`)
};

export const errors_auth_already_verified = /** @type {(inputs: Errors_Auth_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse courriel est déjà confirmée.`)
};

export const errors_auth_confirmation_expired = /** @type {(inputs: Errors_Auth_Confirmation_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation est expiré ou a déjà été utilisé.`)
};

export const errors_auth_email_taken_meanwhile = /** @type {(inputs: Errors_Auth_Email_Taken_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre compte a commencé à utiliser cette adresse courriel.`)
};

export const errors_auth_social_expired = /** @type {(inputs: Errors_Auth_Social_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion a pris trop de temps ou a déjà été utilisée. Veuillez vous connecter de nouveau.`)
};

export const errors_auth_social_wrong_account = /** @type {(inputs: Errors_Auth_Social_Wrong_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion n’appartient pas au compte que vous liez. Connectez-vous avec celle que vous utilisiez avant.`)
};

export const errors_auth_email_required = /** @type {(inputs: Errors_Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre service de connexion n’a pas partagé d’adresse courriel. Entrez celle à utiliser chez nous.`)
};

export const errors_auth_link_required = /** @type {(inputs: Errors_Auth_Link_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte utilise déjà ce courriel. Connectez-vous avec votre mot de passe pour lier les deux.`)
};

export const errors_auth_email_in_use_social = /** @type {(inputs: Errors_Auth_Email_In_Use_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte utilise déjà ce courriel. Connectez-vous avec votre mot de passe.`)
};

export const errors_auth_unknown_action = /** @type {(inputs: Errors_Auth_Unknown_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas d’action « ${i?.action} ».`)
};

export const errors_auth_unknown_connection = /** @type {(inputs: Errors_Auth_Unknown_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de connexion avec « ${i?.connection} ».`)
};

export const errors_auth_password_short = /** @type {(inputs: Errors_Auth_Password_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au moins ${i?.min} caractères pour votre mot de passe.`)
};

export const errors_auth_password_long = /** @type {(inputs: Errors_Auth_Password_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au plus ${i?.max} caractères pour votre mot de passe.`)
};

export const errors_auth_too_many_attempts = /** @type {(inputs: Errors_Auth_Too_Many_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez attendre ${i?.wait} et réessayer.`)
};

export const errors_auth_wait_second = /** @type {(inputs: Errors_Auth_Wait_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 seconde`)
};

export const errors_auth_wait_seconds = /** @type {(inputs: Errors_Auth_Wait_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} secondes`)
};

export const errors_auth_wait_minute = /** @type {(inputs: Errors_Auth_Wait_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 minute`)
};

export const errors_auth_wait_minutes = /** @type {(inputs: Errors_Auth_Wait_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

export const errors_auth_wait_hour = /** @type {(inputs: Errors_Auth_Wait_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 heure`)
};

export const errors_auth_wait_hours = /** @type {(inputs: Errors_Auth_Wait_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures`)
};

export const mail_signoff = /** @type {(inputs: Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— Pivot`)
};

export const mail_label_value = /** @type {(inputs: Mail_Label_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

export const mail_paste_address = /** @type {(inputs: Mail_Paste_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou collez cette adresse dans votre navigateur :`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe Pivot`)
};

export const mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Pivot.`)
};

export const mail_reset_if_you = /** @type {(inputs: Mail_Reset_If_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous. Il fonctionne une seule fois, pendant une heure.`)
};

export const mail_reset_if_not_you = /** @type {(inputs: Mail_Reset_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.`)
};

export const mail_reset_action = /** @type {(inputs: Mail_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse courriel`)
};

export const mail_verify_welcome = /** @type {(inputs: Mail_Verify_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue chez Pivot! Confirmez que cette adresse est bien la vôtre avec le lien ci-dessous (il fonctionne pendant 24 heures).`)
};

export const mail_verify_change_subject = /** @type {(inputs: Mail_Verify_Change_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse courriel`)
};

export const mail_verify_change_asked = /** @type {(inputs: Mail_Verify_Change_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez demandé à utiliser cette adresse pour votre compte Pivot.`)
};

export const mail_verify_change_within = /** @type {(inputs: Mail_Verify_Change_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez-la avec le lien ci-dessous dans les 24 heures; d’ici là, votre compte garde son ancienne adresse.`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer cette adresse`)
};

export const mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse courriel de votre compte Pivot a été changée`)
};

export const mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre compte Pivot utilise maintenant ${i?.email} pour la connexion et les courriels.`)
};

export const mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, communiquez avec nous sans tarder pour que nous protégions votre compte.`)
};

export const mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte Pivot a été changé`)
};

export const mail_password_changed_reset = /** @type {(inputs: Mail_Password_Changed_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte Pivot vient d’être réinitialisé, et tous vos appareils ont été déconnectés.`)
};

export const mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, réinitialisez de nouveau votre mot de passe et communiquez avec nous.`)
};

export const mail_greeting_named = /** @type {(inputs: Mail_Greeting_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,`)
};

export const mail_sms = /** @type {(inputs: Mail_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pivot : ${i?.body}`)
};

export const mail_items = /** @type {(inputs: Mail_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const mail_items_line = /** @type {(inputs: Mail_Items_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles :`)
};

export const mail_questions = /** @type {(inputs: Mail_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions? Appelez-nous au ${i?.phone} ou écrivez à`)
};

export const mail_questions_line = /** @type {(inputs: Mail_Questions_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions? Appelez-nous au ${i?.phone} ou écrivez à ${i?.email}.`)
};

export const mail_your_account = /** @type {(inputs: Mail_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const mail_card_ending = /** @type {(inputs: Mail_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} se terminant par ${i?.lastFour}`)
};

export const mail_card_generic = /** @type {(inputs: Mail_Card_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carte`)
};

export const mail_card_on_file = /** @type {(inputs: Mail_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre carte enregistrée`)
};

export const mail_charged_to = /** @type {(inputs: Mail_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payé avec ${i?.card}`)
};

export const mail_window_morning = /** @type {(inputs: Mail_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`matin`)
};

export const mail_window_afternoon = /** @type {(inputs: Mail_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`après-midi`)
};

export const mail_window_evening = /** @type {(inputs: Mail_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`soirée`)
};

export const mail_window_anytime = /** @type {(inputs: Mail_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`toute la journée`)
};

export const mail_window_pickup = /** @type {(inputs: Mail_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ramassage à l’entrepôt`)
};

export const mail_window_range = /** @type {(inputs: Mail_Window_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, de ${i?.start} à ${i?.end}`)
};

export const mail_visit_when = /** @type {(inputs: Mail_Visit_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day}, ${i?.window}`)
};

export const mail_day_with_weekday = /** @type {(inputs: Mail_Day_With_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day}`)
};

export const mail_warehouse_name = /** @type {(inputs: Mail_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’entrepôt Pivot`)
};

export const mail_pickup_sentence = /** @type {(inputs: Mail_Pickup_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage à ${i?.place}, ${i?.address}, le ${i?.day}, entre ${i?.open} et ${i?.close}.`)
};

export const mail_pickup_bring = /** @type {(inputs: Mail_Pickup_BringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez une pièce d’identité avec photo au nom de la commande, votre numéro de commande, un véhicule assez grand et quelqu’un pour vous aider à soulever les meubles.`)
};

export const mail_noun_delivery = /** @type {(inputs: Mail_Noun_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre livraison`)
};

export const mail_noun_delivery_the = /** @type {(inputs: Mail_Noun_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la livraison`)
};

export const mail_noun_delivery_label = /** @type {(inputs: Mail_Noun_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const mail_noun_pickup = /** @type {(inputs: Mail_Noun_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage`)
};

export const mail_noun_pickup_the = /** @type {(inputs: Mail_Noun_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage`)
};

export const mail_noun_pickup_label = /** @type {(inputs: Mail_Noun_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage`)
};

export const mail_noun_warehouse_pickup = /** @type {(inputs: Mail_Noun_Warehouse_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage à l’entrepôt`)
};

export const mail_noun_warehouse_pickup_the = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage à l’entrepôt`)
};

export const mail_noun_warehouse_pickup_label = /** @type {(inputs: Mail_Noun_Warehouse_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const mail_noun_swap_visit = /** @type {(inputs: Mail_Noun_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre visite d’échange`)
};

export const mail_noun_swap_visit_the = /** @type {(inputs: Mail_Noun_Swap_Visit_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la visite d’échange`)
};

export const mail_noun_swap_visit_label = /** @type {(inputs: Mail_Noun_Swap_Visit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite d’échange`)
};

export const mail_noun_move_pickup = /** @type {(inputs: Mail_Noun_Move_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ramassage de déménagement`)
};

export const mail_noun_move_pickup_the = /** @type {(inputs: Mail_Noun_Move_Pickup_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le ramassage de déménagement`)
};

export const mail_noun_move_pickup_label = /** @type {(inputs: Mail_Noun_Move_Pickup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage de déménagement`)
};

export const mail_noun_move_delivery = /** @type {(inputs: Mail_Noun_Move_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre livraison de déménagement`)
};

export const mail_noun_move_delivery_the = /** @type {(inputs: Mail_Noun_Move_Delivery_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la livraison de déménagement`)
};

export const mail_noun_move_delivery_label = /** @type {(inputs: Mail_Noun_Move_Delivery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison de déménagement`)
};

export const mail_noun_swap = /** @type {(inputs: Mail_Noun_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre échange`)
};

export const mail_noun_swap_the = /** @type {(inputs: Mail_Noun_Swap_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’échange`)
};

export const mail_noun_move = /** @type {(inputs: Mail_Noun_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre déménagement`)
};

export const mail_noun_move_the = /** @type {(inputs: Mail_Noun_Move_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le déménagement`)
};

export const mail_row_items = /** @type {(inputs: Mail_Row_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const mail_row_return_fee = /** @type {(inputs: Mail_Row_Return_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de retour`)
};

export const mail_row_swap = /** @type {(inputs: Mail_Row_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange`)
};

export const mail_row_move = /** @type {(inputs: Mail_Row_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménagement`)
};

export const mail_row_buyout = /** @type {(inputs: Mail_Row_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rachat`)
};

export const mail_row_swatches = /** @type {(inputs: Mail_Row_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const mail_row_subtotal = /** @type {(inputs: Mail_Row_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-total`)
};

export const mail_row_visit_fee = /** @type {(inputs: Mail_Row_Visit_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de visite`)
};

export const mail_row_move_fee = /** @type {(inputs: Mail_Row_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de déménagement`)
};

export const mail_row_delivery = /** @type {(inputs: Mail_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const mail_row_assembly = /** @type {(inputs: Mail_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const mail_row_discount = /** @type {(inputs: Mail_Row_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabais`)
};

export const mail_row_total = /** @type {(inputs: Mail_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const mail_row_credit_used = /** @type {(inputs: Mail_Row_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit de compte utilisé`)
};

export const mail_row_refunded = /** @type {(inputs: Mail_Row_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

export const mail_row_tip = /** @type {(inputs: Mail_Row_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourboire`)
};

export const mail_row_paid = /** @type {(inputs: Mail_Row_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

export const mail_row_due_now = /** @type {(inputs: Mail_Row_Due_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer maintenant`)
};

export const mail_row_bill_line = /** @type {(inputs: Mail_Row_Bill_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (paiement ${i?.period})`)
};

export const mail_row_bill_line_care = /** @type {(inputs: Mail_Row_Bill_Line_CareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (paiement ${i?.period}), avec PivotCare ${i?.care}`)
};

export const mail_fact_address = /** @type {(inputs: Mail_Fact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const mail_fact_moving_to = /** @type {(inputs: Mail_Fact_Moving_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse`)
};

export const mail_fact_order_number = /** @type {(inputs: Mail_Fact_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const mail_fact_return_number = /** @type {(inputs: Mail_Fact_Return_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de retour`)
};

export const mail_fact_pick_up_at = /** @type {(inputs: Mail_Fact_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de ramassage`)
};

export const mail_fact_when = /** @type {(inputs: Mail_Fact_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const mail_fact_picked_up = /** @type {(inputs: Mail_Fact_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassée le`)
};

export const mail_fact_delivered = /** @type {(inputs: Mail_Fact_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrée le`)
};

export const mail_fact_bill_date = /** @type {(inputs: Mail_Fact_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de la facture`)
};

export const mail_link_receipt = /** @type {(inputs: Mail_Link_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre reçu`)
};

export const mail_link_visits = /** @type {(inputs: Mail_Link_VisitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre ou modifier vos visites`)
};

export const mail_link_see_visit = /** @type {(inputs: Mail_Link_See_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre visite`)
};

export const mail_link_follow_crew = /** @type {(inputs: Mail_Link_Follow_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre l’équipe le jour même`)
};

export const mail_link_review = /** @type {(inputs: Mail_Link_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner votre avis sur vos pièces`)
};

export const mail_link_tip = /** @type {(inputs: Mail_Link_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner un pourboire à l’équipe`)
};

export const mail_link_pay = /** @type {(inputs: Mail_Link_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.amount} maintenant`)
};

export const mail_link_receipts = /** @type {(inputs: Mail_Link_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos reçus`)
};

export const mail_email_day_before = /** @type {(inputs: Mail_Email_Day_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous écrirons par courriel la veille.`)
};

export const mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre ramassage de retour est réservé (${i?.number})`)
};

export const mail_return_preview_day = /** @type {(inputs: Mail_Return_Preview_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage le ${i?.day}`)
};

export const mail_return_preview = /** @type {(inputs: Mail_Return_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre retour est réservé`)
};

export const mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ramassage de retour est réservé`)
};

export const mail_return_booked = /** @type {(inputs: Mail_Return_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le retour ${i?.number} est réservé.${i?.reminder} Laissez les articles là où l’équipe peut les atteindre.`)
};

export const mail_return_fee_later = /** @type {(inputs: Mail_Return_Fee_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de retour de ${i?.fee} seront portés à votre carte enregistrée quand l’équipe ramassera les articles; leur facturation s’arrête ce jour-là.`)
};

export const mail_return_free = /** @type {(inputs: Mail_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce ramassage est gratuit; la facturation des articles s’arrête le jour de leur ramassage.`)
};

export const mail_return_sms = /** @type {(inputs: Mail_Return_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} réservé. Reçu : ${i?.url}`)
};

export const mail_return_sms_day = /** @type {(inputs: Mail_Return_Sms_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} réservé pour le ${i?.day}. Reçu : ${i?.url}`)
};

export const mail_swap_subject = /** @type {(inputs: Mail_Swap_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé (${i?.number})`)
};

export const mail_swap_preview = /** @type {(inputs: Mail_Swap_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · visite le ${i?.day}`)
};

export const mail_swap_preview_no_day = /** @type {(inputs: Mail_Swap_Preview_No_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · visite le jour choisi`)
};

export const mail_swap_heading = /** @type {(inputs: Mail_Swap_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé`)
};

export const mail_swap_booked = /** @type {(inputs: Mail_Swap_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’échange ${i?.number} est réservé : lors d’une seule visite, l’équipe apporte votre nouvelle pièce et repart avec l’ancienne.${i?.reminder}`)
};

export const mail_swap_sms = /** @type {(inputs: Mail_Swap_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`échange ${i?.number} réservé, paiement de ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_move_subject = /** @type {(inputs: Mail_Move_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé (${i?.number})`)
};

export const mail_charged_preview = /** @type {(inputs: Mail_Charged_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total}`)
};

export const mail_move_heading = /** @type {(inputs: Mail_Move_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé`)
};

export const mail_move_booked = /** @type {(inputs: Mail_Move_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déménagement ${i?.number} est réservé.`)
};

export const mail_move_booked_visits = /** @type {(inputs: Mail_Move_Booked_VisitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déménagement ${i?.number} est réservé. Nous vous écrirons par courriel la veille du ramassage, puis la veille de la livraison à votre nouvelle adresse.`)
};

export const mail_move_sms = /** @type {(inputs: Mail_Move_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`déménagement ${i?.number} réservé, paiement de ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_buyout_subject = /** @type {(inputs: Mail_Buyout_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre reçu de rachat (${i?.number})`)
};

export const mail_buyout_preview = /** @type {(inputs: Mail_Buyout_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement de ${i?.total} · les pièces sont à vous`)
};

export const mail_buyout_heading = /** @type {(inputs: Mail_Buyout_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pièces sont à vous`)
};

export const mail_buyout_paid = /** @type {(inputs: Mail_Buyout_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le rachat ${i?.number} est payé : les pièces ci-dessous sont à vous, et leur facturation mensuelle a pris fin.`)
};

export const mail_buyout_sms = /** @type {(inputs: Mail_Buyout_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rachat ${i?.number} payé, ${i?.total}. Reçu : ${i?.url}`)
};

export const mail_order_subject = /** @type {(inputs: Mail_Order_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande Pivot est confirmée (${i?.number})`)
};

export const mail_order_subject_partner = /** @type {(inputs: Mail_Order_Subject_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande ${i?.partner} est confirmée (${i?.number})`)
};

export const mail_order_preview_pickup = /** @type {(inputs: Mail_Order_Preview_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage le ${i?.day}`)
};

export const mail_order_preview_delivery = /** @type {(inputs: Mail_Order_Preview_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison le ${i?.day}`)
};

export const mail_order_preview = /** @type {(inputs: Mail_Order_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}`)
};

export const mail_order_heading = /** @type {(inputs: Mail_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre commande`)
};

export const mail_order_heading_partner = /** @type {(inputs: Mail_Order_Heading_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre commande ${i?.partner} est confirmée`)
};

export const mail_order_placed = /** @type {(inputs: Mail_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La commande ${i?.number} est passée.${i?.reminder}`)
};

export const mail_order_placed_partner = /** @type {(inputs: Mail_Order_Placed_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir finalisé la commande que ${i?.partner} a préparée pour vous. La commande ${i?.number} est confirmée.${i?.reminder}`)
};

export const mail_order_sms = /** @type {(inputs: Mail_Order_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée. Reçu : ${i?.url}`)
};

export const mail_order_sms_pickup = /** @type {(inputs: Mail_Order_Sms_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée, ramassage le ${i?.day} au ${i?.address}. Reçu : ${i?.url}`)
};

export const mail_order_sms_delivery = /** @type {(inputs: Mail_Order_Sms_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commande ${i?.number} confirmée, livraison le ${i?.day}. Reçu : ${i?.url}`)
};

export const mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : ${i?.noun} a lieu demain`)
};

export const mail_reminder_heading = /** @type {(inputs: Mail_Reminder_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est demain : ${i?.noun}`)
};

export const mail_reminder_warehouse = /** @type {(inputs: Mail_Reminder_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande vous attend à l’entrepôt demain. Apportez une pièce d’identité avec photo au nom de la commande, votre numéro de commande, un véhicule assez grand et quelqu’un pour vous aider à soulever les meubles.`)
};

export const mail_reminder_pickup = /** @type {(inputs: Mail_Reminder_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe passe demain. Laissez les articles là où l’équipe peut les atteindre, avec un chemin dégagé jusqu’à la porte.`)
};

export const mail_reminder_delivery = /** @type {(inputs: Mail_Reminder_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe passe demain. Dégagez un chemin jusqu’à la pièce où vont les meubles; une personne de 18 ans ou plus doit être sur place.`)
};

export const mail_reminder_follow = /** @type {(inputs: Mail_Reminder_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez l’équipe le jour même avec le lien ci-dessous. Pour changer de plage horaire, faites-le aujourd’hui.`)
};

export const mail_reminder_sms = /** @type {(inputs: Mail_Reminder_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} a lieu demain, ${i?.when}. Détails : ${i?.url}`)
};

export const mail_picked_up_subject = /** @type {(inputs: Mail_Picked_Up_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassée : commande ${i?.number}`)
};

export const mail_picked_up_preview = /** @type {(inputs: Mail_Picked_Up_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profitez de vos pièces. Un avis?`)
};

export const mail_picked_up_heading = /** @type {(inputs: Mail_Picked_Up_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez ramassé votre commande`)
};

export const mail_picked_up_thanks = /** @type {(inputs: Mail_Picked_Up_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir ramassé votre commande. Nous espérons que vos nouvelles pièces vous plairont; un avis aide les autres clients à choisir.`)
};

export const mail_picked_up_sms = /** @type {(inputs: Mail_Picked_Up_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la commande ${i?.number} est ramassée. Avis : ${i?.review}`)
};

export const mail_delivered_subject = /** @type {(inputs: Mail_Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livrée : commande ${i?.number}`)
};

export const mail_delivered_preview = /** @type {(inputs: Mail_Delivered_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profitez de vos pièces. Un pourboire pour l’équipe? Un avis?`)
};

export const mail_delivered_heading = /** @type {(inputs: Mail_Delivered_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos pièces sont livrées`)
};

export const mail_delivered_done = /** @type {(inputs: Mail_Delivered_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe a terminé. Nous espérons que vos nouvelles pièces vous plairont.`)
};

export const mail_delivered_tip = /** @type {(inputs: Mail_Delivered_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si l’équipe a fait du beau travail, vous pouvez la remercier avec un pourboire; il lui revient en entier. Et un avis aide les autres clients à choisir.`)
};

export const mail_delivered_sms = /** @type {(inputs: Mail_Delivered_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la commande ${i?.number} est livrée. Pourboire pour l’équipe : ${i?.tip} Avis : ${i?.review}`)
};

export const mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation : ${i?.noun} (${i?.number})`)
};

export const mail_cancelled_preview_refund = /** @type {(inputs: Mail_Cancelled_Preview_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement de ${i?.amount}`)
};

export const mail_cancelled_preview = /** @type {(inputs: Mail_Cancelled_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation du ${i?.day}`)
};

export const mail_cancelled_heading = /** @type {(inputs: Mail_Cancelled_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulation : ${i?.noun}`)
};

export const mail_cancelled_as_asked = /** @type {(inputs: Mail_Cancelled_As_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comme vous l’avez demandé, nous avons annulé ${i?.noun} du ${i?.when}.`)
};

export const mail_cancelled_refunded = /** @type {(inputs: Mail_Cancelled_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons remboursé ${i?.amount} sur votre carte; le remboursement paraîtra sur votre relevé d’ici 5 à 10 jours ouvrables.`)
};

export const mail_cancelled_nothing = /** @type {(inputs: Mail_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été facturé, il n’y a donc rien à rembourser.`)
};

export const mail_cancelled_items_stay = /** @type {(inputs: Mail_Cancelled_Items_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles restent chez vous, facturés comme avant.`)
};

export const mail_cancelled_sms = /** @type {(inputs: Mail_Cancelled_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`annulation de ${i?.noun} du ${i?.day}. ${i?.url}`)
};

export const mail_cancelled_sms_refund = /** @type {(inputs: Mail_Cancelled_Sms_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`annulation de ${i?.noun} du ${i?.day}, remboursement de ${i?.amount}. ${i?.url}`)
};

export const mail_tip_subject = /** @type {(inputs: Mail_Tip_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci pour votre pourboire de ${i?.amount}`)
};

export const mail_tip_preview = /** @type {(inputs: Mail_Tip_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pour l’équipe de la commande ${i?.number}`)
};

export const mail_tip_heading = /** @type {(inputs: Mail_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre pourboire`)
};

export const mail_tip_all_crew = /** @type {(inputs: Mail_Tip_All_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il revient en entier à l’équipe qui a fait votre visite. Il figure sur votre reçu.`)
};

export const mail_tip_sms = /** @type {(inputs: Mail_Tip_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`merci pour votre pourboire de ${i?.amount}. Reçu : ${i?.url}`)
};

export const mail_declined_subject = /** @type {(inputs: Mail_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée : ${i?.amount} à payer`)
};

export const mail_declined_preview = /** @type {(inputs: Mail_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter votre facture mensuelle du ${i?.day} à votre carte`)
};

export const mail_declined_heading = /** @type {(inputs: Mail_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter votre facture mensuelle à votre carte`)
};

export const mail_declined_card = /** @type {(inputs: Mail_Declined_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte (${i?.card}) a refusé la facture mensuelle du ${i?.day}. Le montant de ${i?.amount} est maintenant en souffrance.`)
};

export const mail_declined_pay = /** @type {(inputs: Mail_Declined_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez-la maintenant avec la carte enregistrée ou une nouvelle carte. Nous essaierons aussi votre carte de nouveau dans quelques jours.`)
};

export const mail_declined_sms = /** @type {(inputs: Mail_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre carte a refusé votre facture mensuelle de ${i?.amount}. Payez-la ici : ${i?.url}`)
};

export const mail_bill_subject = /** @type {(inputs: Mail_Bill_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu de votre facture mensuelle : ${i?.amount}`)
};

export const mail_bill_preview = /** @type {(inputs: Mail_Bill_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture mensuelle du ${i?.day}`)
};

export const mail_bill_heading = /** @type {(inputs: Mail_Bill_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre facture mensuelle est payée`)
};

export const mail_bill_thanks = /** @type {(inputs: Mail_Bill_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci. Voici le reçu de votre facture mensuelle du ${i?.day}.`)
};

export const mail_bill_sms = /** @type {(inputs: Mail_Bill_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre facture mensuelle de ${i?.amount} est payée. Reçu : ${i?.url}`)
};

export const mail_overdue_subject = /** @type {(inputs: Mail_Overdue_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement reçu : ${i?.amount}`)
};

export const mail_overdue_preview = /** @type {(inputs: Mail_Overdue_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre solde en souffrance est payé`)
};

export const mail_overdue_heading = /** @type {(inputs: Mail_Overdue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre solde en souffrance est payé`)
};

export const mail_overdue_received = /** @type {(inputs: Mail_Overdue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre paiement de ${i?.amount} pour le montant en souffrance. Merci.`)
};

export const mail_overdue_sms = /** @type {(inputs: Mail_Overdue_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nous avons reçu votre paiement de ${i?.amount}. Reçus : ${i?.url}`)
};

export const mail_fee_declined_subject = /** @type {(inputs: Mail_Fee_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre carte a été refusée : les frais de retour de ${i?.amount} sont à payer`)
};

export const mail_fee_declined_preview = /** @type {(inputs: Mail_Fee_Declined_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}`)
};

export const mail_fee_declined_heading = /** @type {(inputs: Mail_Fee_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu porter les frais de retour à votre carte`)
};

export const mail_fee_declined_picked = /** @type {(inputs: Mail_Fee_Declined_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’équipe a ramassé le retour ${i?.number}, et la facturation des articles a pris fin. Votre carte a refusé les frais de retour de ${i?.amount}; ils sont maintenant en souffrance.`)
};

export const mail_fee_declined_sms = /** @type {(inputs: Mail_Fee_Declined_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`votre carte a refusé les frais de retour de ${i?.amount}. Payez-les ici : ${i?.url}`)
};

export const mail_fee_subject = /** @type {(inputs: Mail_Fee_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de retour portés à votre carte : ${i?.amount} (${i?.number})`)
};

export const mail_fee_preview = /** @type {(inputs: Mail_Fee_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos articles sont ramassés`)
};

export const mail_fee_heading = /** @type {(inputs: Mail_Fee_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos articles sont ramassés`)
};

export const mail_fee_charged = /** @type {(inputs: Mail_Fee_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’équipe a ramassé le retour ${i?.number}, et la facturation des articles a pris fin. Nous avons porté les frais de retour de ${i?.amount} à ${i?.card}.`)
};

export const mail_fee_sms = /** @type {(inputs: Mail_Fee_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`retour ${i?.number} ramassé, frais de retour de ${i?.amount} portés à votre carte. Reçu : ${i?.url}`)
};

export const mail_postal_address = /** @type {(inputs: Mail_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc., C.P. 1042, succursale A, Toronto (Ontario) M5W 1G5.`)
};

export const mail_feed_out_subject_delivery = /** @type {(inputs: Mail_Feed_Out_Subject_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre livraison est en route aujourd’hui`)
};

export const mail_feed_out_subject_pickup = /** @type {(inputs: Mail_Feed_Out_Subject_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe est en route pour votre ramassage aujourd’hui`)
};

export const mail_feed_nearby_subject = /** @type {(inputs: Mail_Feed_Nearby_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe arrive dans 30 minutes`)
};

export const mail_feed_out_text_delivery = /** @type {(inputs: Mail_Feed_Out_Text_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, votre livraison Pivot est en route. Suivez l’équipe : ${i?.url}`)
};

export const mail_feed_out_text_pickup = /** @type {(inputs: Mail_Feed_Out_Text_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, notre équipe est en route pour votre ramassage Pivot. Suivez l’équipe : ${i?.url}`)
};

export const mail_feed_nearby_text = /** @type {(inputs: Mail_Feed_Nearby_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name}, notre équipe arrive dans 30 minutes. Suivez-la : ${i?.url}`)
};

export const mail_sms_code = /** @type {(inputs: Mail_Sms_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} est votre code de vérification Pivot pour le ${i?.phone}. Il expire dans 10 minutes.`)
};

export const agreements_fee_with_care = /** @type {(inputs: Agreements_Fee_With_CareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} de frais + ${i?.care} PivotCare = ${i?.monthly}`)
};

export const agreements_financing = /** @type {(inputs: Agreements_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financement sur ${i?.payments} mois : ${i?.payments} versements mensuels de ${i?.each}, le premier aujourd’hui${i?.total}. La pièce est à vous après le dernier versement ; vous pouvez payer le solde plus tôt, en tout temps, sans pénalité.`)
};

export const agreements_financing_total = /** @type {(inputs: Agreements_Financing_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ; total des versements : ${i?.amount}`)
};

export const agreements_rent = /** @type {(inputs: Agreements_RentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location à ${i?.each}, le premier mois aujourd’hui, pour une durée minimale de ${i?.term} mois, puis au mois jusqu’à ce que vous réserviez son ramassage. La pièce demeure notre propriété.`)
};

export const agreements_subscription = /** @type {(inputs: Agreements_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement à ${i?.each}, le premier mois aujourd’hui, ${i?.term}.${i?.owned}`)
};

export const agreements_term_minimum = /** @type {(inputs: Agreements_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour une durée minimale de ${i?.term} mois`)
};

export const agreements_term_monthly = /** @type {(inputs: Agreements_Term_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au mois`)
};

export const agreements_owned = /** @type {(inputs: Agreements_OwnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Après ${i?.payments} frais mensuels (${i?.amount} de frais, PivotCare non compris), la pièce est à vous.`)
};

export const agreements_no_tax = /** @type {(inputs: Agreements_No_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune taxe`)
};

export const agreements_pivotcare_title = /** @type {(inputs: Agreements_Pivotcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare`)
};

export const agreements_pivotcare_terms = /** @type {(inputs: Agreements_Pivotcare_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare protège la pièce contre les dommages accidentels (déversements et taches, déchirures, égratignures, bosses, pattes ou cadres brisés) : nous la réparons ou la remplaçons sans frais, aussi souvent que nécessaire, tant que la pièce est en abonnement ou en location. PivotCare est facturé avec les frais mensuels et prend fin avec eux ; il ne compte pas pour devenir propriétaire de la pièce. L’usure normale n’est jamais facturée, avec ou sans PivotCare.`)
};

export const agreements_without_pivotcare_title = /** @type {(inputs: Agreements_Without_Pivotcare_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans PivotCare`)
};

export const agreements_without_pivotcare = /** @type {(inputs: Agreements_Without_PivotcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas choisi PivotCare : les dommages au-delà de l’usure normale sont facturés selon nos tarifs de réparation publiés (pattes de 4 $ à 17 $, rembourrage de 25 $ à 125 $, surfaces rigides de 15 $ à 75 $), ou au prix de détail moins les frais déjà payés lorsque la pièce ne peut pas être réparée.`)
};

export const agreements_today_purchases = /** @type {(inputs: Agreements_Today_PurchasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`achats ${i?.amount}`)
};

export const agreements_today_first_month = /** @type {(inputs: Agreements_Today_First_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`premier mois ${i?.amount}`)
};

export const agreements_today_delivery = /** @type {(inputs: Agreements_Today_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`livraison ${i?.amount} (une seule fois : apporter la commande à votre porte et dans la pièce de votre choix)`)
};

export const agreements_today_assembly = /** @type {(inputs: Agreements_Today_AssemblyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`assemblage ${i?.amount} (une seule fois : assembler les articles le jour de la livraison)`)
};

export const agreements_today_taxes = /** @type {(inputs: Agreements_Today_TaxesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`taxes : ${i?.taxes}`)
};

export const agreements_today_credit = /** @type {(inputs: Agreements_Today_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`crédit au compte −${i?.amount}`)
};

export const agreements_today_title = /** @type {(inputs: Agreements_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé aujourd’hui`)
};

export const agreements_today_text = /** @type {(inputs: Agreements_Today_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items}. Total facturé aujourd’hui : ${i?.total}.`)
};

export const agreements_monthly_title = /** @type {(inputs: Agreements_Monthly_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois par la suite`)
};

export const agreements_monthly_text = /** @type {(inputs: Agreements_Monthly_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subtotal} avant taxes, taxes : ${i?.taxes} ; ${i?.total} par mois au total, portés à votre carte le même jour chaque mois à compter d’un mois après la livraison, aux taux de taxe alors en vigueur, jusqu’à la fin de la durée, des versements ou de la location de chaque article, comme indiqué ci-dessus.`)
};

export const agreements_returns_title = /** @type {(inputs: Agreements_Returns_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retours (version ${i?.version})`)
};

export const agreements_returns_text = /** @type {(inputs: Agreements_Returns_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez retourner tout article en tout temps en réservant un ramassage dans votre compte. Un ramassage au cours des ${i?.term} qui suivent le début de l’abonnement d’un article coûte ${i?.fee} (PivotCare n’en fait pas partie) ; à compter de ${i?.term} après ce début, le ramassage est gratuit. La facturation de l’article cesse le jour du ramassage.`)
};

export const agreements_clause = /** @type {(inputs: Agreements_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : ${i?.text}`)
};